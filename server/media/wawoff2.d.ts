/** wawoff2 (Google's woff2 built to WASM) ships no types: the one call server/media/raster.ts makes. */
declare module 'wawoff2' {
  /** A WOFF2 font unpacked to its TrueType/OpenType bytes. */
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
