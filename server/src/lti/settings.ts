// The LTI settings read in more than one place, each through one function (issue 29).

/** LTI_ALLOW_LOCAL_PLATFORMS: http and loopback or private LMS addresses allowed (tests, local trials). */
export const allowLocalPlatforms = (config: { ltiAllowLocalPlatforms?: boolean }) =>
  config.ltiAllowLocalPlatforms ?? process.env.LTI_ALLOW_LOCAL_PLATFORMS === 'true';
