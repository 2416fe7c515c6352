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

/** Story-only: the narrowest phone still in use (320 px), where the header gives the bell's place back. */
export const phone320 = {
  parameters: {
    viewport: { options: { phone320: { name: 'Phone 320', styles: { width: '320px', height: '640px' }, type: 'mobile' as const } } },
  },
  globals: { viewport: { value: 'phone320', isRotated: false } },
};
