// The arrows and flag of the viewers and the test screen, drawn inline like warmup/icons.tsx;
// always decorative: the button carries the name.
import type { SVGProps } from 'react';

const line = (d: string, size = 18) => {
  const props: SVGProps<SVGSVGElement> = {
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    focusable: false,
  };
  return function LineIcon() {
    return (
      <svg {...props} aria-hidden="true">
        <path d={d} />
      </svg>
    );
  };
};

export const PreviousIcon = line('M15 18l-6-6 6-6');
export const NextIcon = line('M9 18l6-6-6-6');
export const FlagIcon = line('M5 21V4h11l-2 4 2 4H5');
