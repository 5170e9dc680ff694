import { describe, expect, it } from 'vitest';
import { embedUrl, hasSteps, mediaSource, shownSteps, shownVideos } from './solution';

const steps = {
  step1_text: 'Add $2x$ to both sides',
  step2_text: '',
  step3_text: 'x = 4',
  step4_text: '',
  step5_text: 'Check: $2 \\cdot 4 = 8$',
  step1_image: '/media/steps/a.png',
  step2_image: 'figures/q2.png',
  step3_image: null,
  step4_image: 'https://cdn.example.org/s4.png',
};

describe('View Steps', () => {
  it('shows the steps written, the fifth included, numbered without the empty ones', () => {
    // Step 2 has no text and an image the browser cannot load: it is left out, and the rest close up.
    expect(shownSteps(steps)).toEqual([
      { n: 1, text: 'Add $2x$ to both sides', image: '/media/steps/a.png' },
      { n: 2, text: 'x = 4', image: null },
      { n: 3, text: '', image: 'https://cdn.example.org/s4.png' },
      { n: 4, text: 'Check: $2 \\cdot 4 = 8$', image: null },
    ]);
    expect(shownSteps(null)).toEqual([]);
  });

  it('never shows an empty step after the last one written', () => {
    const three = { ...steps, step4_image: null, step5_text: '  ' };
    expect(shownSteps(three).map((s) => s.n)).toEqual([1, 2]);
    const five = { ...steps, step2_text: 'b', step4_text: 'd' };
    expect(shownSteps(five).map((s) => s.text)).toEqual([
      'Add $2x$ to both sides',
      'b',
      'x = 4',
      'd',
      'Check: $2 \\cdot 4 = 8$',
    ]);
  });

  it('is offered only when a step has text or an image', () => {
    expect(hasSteps(steps)).toBe(true);
    expect(hasSteps(null)).toBe(false);
    expect(
      hasSteps({
        ...steps,
        step1_text: ' ',
        step3_text: '',
        step5_text: '',
        step1_image: null,
        step4_image: 'x.png',
      }),
    ).toBe(false);
    expect(hasSteps({ ...steps, step1_text: '', step3_text: '', step1_image: null, step4_image: null })).toBe(true);
  });

  it('loads media from the server, an address or a data URL only', () => {
    expect(mediaSource('/media/a.png')).toBe('/media/a.png');
    expect(mediaSource(' https://x.org/v.mp4 ')).toBe('https://x.org/v.mp4');
    expect(mediaSource('data:image/png;base64,AAA')).toBe('data:image/png;base64,AAA');
    expect(mediaSource('javascript:alert(1)')).toBeNull();
    expect(mediaSource('q2.png')).toBeNull();
    expect(mediaSource(null)).toBeNull();
  });
});

describe('View Video', () => {
  it('numbers every playable address of the question’s videos Step Video 1..n', () => {
    const videos = shownVideos([
      { urls: ['/media/videos/1.mp4', 'not-a-url'], client_admin: null },
      { urls: ['https://youtu.be/dQw4w9WgXcQ'], client_admin: 3 },
    ]);
    expect(videos).toEqual([
      { n: 1, url: '/media/videos/1.mp4', embed: null },
      { n: 2, url: 'https://youtu.be/dQw4w9WgXcQ', embed: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
    ]);
    expect(shownVideos([])).toEqual([]);
  });

  it('plays video sites in their own player and files in the video element', () => {
    expect(embedUrl('https://www.youtube.com/watch?v=abcdef123')).toBe(
      'https://www.youtube-nocookie.com/embed/abcdef123',
    );
    expect(embedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(embedUrl('/media/videos/2.mp4')).toBeNull();
  });
});
