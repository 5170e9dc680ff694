// The LTI settings read in more than one place (the launch, the services), each through one function.
// LTI_ALLOW_LOCAL_PLATFORMS lifts the request-forgery guard (fetch.ts) for tests and local trials: read
// here only, from the app's config once it has the setting, else from the environment.

interface LocalSetting {
  ltiAllowLocalPlatforms?: boolean;
}

/** Whether the tool may reach an LMS over http or on a loopback or private address: from the app or its config. */
export function allowLocalPlatforms(from: { config: object } | LocalSetting): boolean {
  const config = ('config' in from ? from.config : from) as LocalSetting;
  return config.ltiAllowLocalPlatforms ?? process.env.LTI_ALLOW_LOCAL_PLATFORMS === 'true';
}
