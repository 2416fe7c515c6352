/**
 * Story-only: a 375 px phone (the narrow width; Storybook's own phones are 320 and 414 px). The Vitest
 * run resizes the page to it too (addon-vitest reads `parameters.viewport.options` and `globals.viewport`).
 */
export const phone375 = {
  parameters: {
    viewport: { options: { phone375: { name: 'Phone 375', styles: { width: '375px', height: '812px' }, type: 'mobile' as const } } },
  },
  globals: { viewport: { value: 'phone375', isRotated: false } },
};
