/** A self-contained watch picture for stories (no server): a dial of the given colour on a bracelet. */
export const watchPicture = (dial: string): string =>
  `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#FFFFFF"/>' +
      '<rect x="160" y="20" width="80" height="360" rx="14" fill="#C9C4BA"/>' +
      `<circle cx="200" cy="200" r="104" fill="#B8975A"/><circle cx="200" cy="200" r="90" fill="${dial}"/>` +
      '<path d="M200 200V140M200 200l40 22" stroke="#FBF8F2" stroke-width="6" stroke-linecap="round"/></svg>',
  )}`;
