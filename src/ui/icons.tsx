import type { ReactNode, SVGProps } from 'react';

/**
 * Line icons, 24 × 24, drawn in currentColor. Always decorative: the control around them carries the name.
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

function Svg({ size = 20, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    />
  );
}

export function HeartIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return (
    <Svg {...props}>
      <path
        d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2Z"
        fill={filled ? 'currentColor' : 'none'}
      />
    </Svg>
  );
}

export function BagIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M5 8h14l-1 12.5H6L5 8Z" />
      <path d="M9 10V7a3 3 0 0 1 6 0v3" />
    </Svg>
  );
}

export function UserIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="8" r="3.75" />
      <path d="M4.5 20.25c.9-3.7 3.9-5.75 7.5-5.75s6.6 2.05 7.5 5.75" />
    </Svg>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="10.75" cy="10.75" r="6.25" />
      <path d="m15.5 15.5 4.5 4.5" />
    </Svg>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M3.75 7h16.5M3.75 12h16.5M3.75 17h16.5" />
    </Svg>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m6 6 12 12M18 6 6 18" />
    </Svg>
  );
}

/** Two columns side by side: the comparison toggle. */
export function CompareIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="3.75" y="4.75" width="6.5" height="14.5" rx="1" />
      <rect x="13.75" y="4.75" width="6.5" height="14.5" rx="1" />
    </Svg>
  );
}

export function ChevronLeftIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m14.5 6-6 6 6 6" />
    </Svg>
  );
}

export function ChevronRightIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m9.5 6 6 6-6 6" />
    </Svg>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m6 9.5 6 6 6-6" />
    </Svg>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Svg>
  );
}

export function AlertIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="8.75" />
      <path d="M12 7.75v5M12 16.25v.01" />
    </Svg>
  );
}

export function InfoIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="8.75" />
      <path d="M12 11v5.25M12 7.75v.01" />
    </Svg>
  );
}

/** A watch face: used by empty states and image placeholders. */
export function WatchIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="5.75" />
      <path d="M12 9.25V12l1.75 1.25" />
      <path d="M9 6.75 9.75 3h4.5L15 6.75M9 17.25 9.75 21h4.5l.75-3.75" />
    </Svg>
  );
}

/** A map pin: the address card that stands in for a map that cannot load. */
export function MapPinIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 21s-6.25-5.6-6.25-11A6.25 6.25 0 0 1 18.25 10c0 5.4-6.25 11-6.25 11Z" />
      <circle cx="12" cy="10" r="2.25" />
    </Svg>
  );
}

/** A left arrow: the profile sections' "back to the profile" link on a phone. */
export function ArrowLeftIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M19.25 12H4.75M10.5 6.25 4.75 12l5.75 5.75" />
    </Svg>
  );
}

/** An open eye: the password field's show toggle. */
export function EyeIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M2.75 12S6.25 5.75 12 5.75 21.25 12 21.25 12 17.75 18.25 12 18.25 2.75 12 2.75 12Z" />
      <circle cx="12" cy="12" r="2.75" />
    </Svg>
  );
}

/** A struck-through eye: the password is shown, the toggle hides it. */
export function EyeOffIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M9.9 6.02A9.6 9.6 0 0 1 12 5.75c5.75 0 9.25 6.25 9.25 6.25a16.6 16.6 0 0 1-2.6 3.35M6.35 7.6C4.05 9.2 2.75 12 2.75 12s3.5 6.25 9.25 6.25c1.65 0 3.1-.5 4.35-1.25" />
      <path d="M9.95 10.05a2.75 2.75 0 0 0 3.95 3.85M3.75 3.75l16.5 16.5" />
    </Svg>
  );
}

export function PlusIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 5.25v13.5M5.25 12h13.5" />
    </Svg>
  );
}

/** A door with an arrow out: signing out. */
export function SignOutIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M13.75 4.75h-7a1 1 0 0 0-1 1v12.5a1 1 0 0 0 1 1h7" />
      <path d="M10.75 12h9.5M16.75 8.5l3.5 3.5-3.5 3.5" />
    </Svg>
  );
}

/** A bell: the shopper's notices (issue 28). */
export function BellIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M6.25 16.75V11a5.75 5.75 0 0 1 11.5 0v5.75l1.5 1.75H4.75l1.5-1.75Z" />
      <path d="M10 20.5a2.1 2.1 0 0 0 4 0" />
    </Svg>
  );
}
