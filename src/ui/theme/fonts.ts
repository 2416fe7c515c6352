/**
 * The shipped faces, bundled from npm (no CDN): Cormorant Garamond for display, Inter for body, as variable fonts
 * (one file per script covers every weight the theme uses, 400–600). Each subset is declared with its
 * `unicode-range`, so a page downloads only the Cyrillic and Latin files it actually uses: four files in all where
 * the per-weight faces took twelve (126 KB instead of 208 KB), and each arriving file relays out the page once.
 */
import '@fontsource-variable/cormorant-garamond/wght.css';
import '@fontsource-variable/inter/wght.css';
