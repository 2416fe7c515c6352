/** The one call of subset-font 2.9 that scripts/subset-fonts.ts makes (the package ships no types). */
declare module 'subset-font' {
  interface Options {
    targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt';
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}
