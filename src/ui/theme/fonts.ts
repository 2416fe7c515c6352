/**
 * The shipped faces, bundled (no CDN): Cormorant Garamond for display, Inter for body, as variable fonts (one file
 * per script covers every weight the theme uses, 400–600). Each file is declared with its `unicode-range`, so a
 * page downloads only the Cyrillic and Latin files it actually uses. Issue 25: the files are the @fontsource-variable
 * ones subset to the weights the theme uses and the default layout features (scripts/subset-fonts.ts), 92 KB in all
 * where they were 123 KB.
 */
import './fonts.css';
