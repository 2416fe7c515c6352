/** Helpers shared by the lint zone files (eslint/*.js). */
export const restrict = (patterns, paths) => ({ 'no-restricted-imports': ['error', paths ? { patterns, paths } : { patterns }] });
