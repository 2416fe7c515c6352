/**
 * Story-only: the desktop width, 1440 px, beside `phone375` (../storyViewports.ts). The profile area
 * switches layout at 900 px, so its desktop stories must not depend on the test browser's default size.
 */
export const desktop1440 = {
  parameters: {
    viewport: { options: { desktop1440: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' as const } } },
  },
  globals: { viewport: { value: 'desktop1440', isRotated: false } },
};
