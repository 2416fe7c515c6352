/**
 * The shipped faces, bundled from npm (no CDN): Cormorant Garamond for display, Inter for body, weights 400, 500
 * and 600. We import the per-weight files rather than `cyrillic-400.css` + `latin-400.css`: fontsource's
 * per-subset files carry no `unicode-range`, so two of them declare the same face twice and the later one wins
 * for every character (Cyrillic would fall back to a system font). The per-weight files declare each subset with
 * its `unicode-range`, so a browser downloads only the Cyrillic and Latin files a page actually uses.
 */
import '@fontsource/cormorant-garamond/400.css';
import '@fontsource/cormorant-garamond/500.css';
import '@fontsource/cormorant-garamond/600.css';
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
