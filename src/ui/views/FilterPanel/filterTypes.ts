/**
 * The filter set as the panel shows and edits it (part 1 §3 "Filter set", §2.6). Views declare their own types;
 * the catalogue feature hands its machine's draft over as is, since the shapes agree.
 */

export const catalogModes = ['watches', 'jewelry', 'bags', 'sale'] as const;
export type CatalogMode = (typeof catalogModes)[number];

/** The sidebar's category select (default watches): it leads to that category's catalogue. */
export const catalogCategories = ['watches', 'jewelry', 'bags'] as const;
export type CatalogCategory = (typeof catalogCategories)[number];

/** On /sale the category is a filter inside the sale ('' is every category, issue 22 item 13). */
export const saleCategories = ['', 'watches', 'jewelry', 'bags'] as const;
export type SaleCategoryValue = (typeof saleCategories)[number];

/** Part 1 §5: small up to 37 mm, medium 38 to 41, large 42 and above. */
export const diameterPresets = ['small', 'medium', 'large'] as const;
export type DiameterPresetName = (typeof diameterPresets)[number];

export type FilterValues = {
  /** Number inputs stay as typed: '' is no bound. */
  minPrice: string;
  maxPrice: string;
  /** A brand name or letter from a link (`/catalog?brand=R`), shown as a removable chip. */
  brand: string;
  brandIds: readonly number[];
  collection: number | null;
  city: number | null;
  cityIds: readonly number[];
  watchTypes: readonly number[];
  caseMaterials: readonly number[];
  glassTypes: readonly number[];
  movementTypes: readonly number[];
  functions: readonly number[];
  strapMaterials: readonly number[];
  conditions: readonly number[];
  jewelryTypes: readonly number[];
  fullSet: boolean;
  workshop: number | null;
  yearMin: string;
  yearMax: string;
  diameter: DiameterPresetName | '';
  limitedEdition: boolean;
  /** Sale only: the category filter inside the sale ('' is all). */
  category: SaleCategoryValue;
};

export type FilterOption = { id: number; name: string; count?: number };

/** Choices for each filter, with facet counts where known. */
export type FilterOptionLists = {
  brands: readonly FilterOption[];
  collections: readonly FilterOption[];
  watchTypes: readonly FilterOption[];
  caseMaterials: readonly FilterOption[];
  glassTypes: readonly FilterOption[];
  movementTypes: readonly FilterOption[];
  functions: readonly FilterOption[];
  strapMaterials: readonly FilterOption[];
  conditions: readonly FilterOption[];
  jewelryTypes: readonly FilterOption[];
  workshops: readonly FilterOption[];
  cities: readonly FilterOption[];
};

export const EMPTY_FILTER_VALUES: FilterValues = {
  minPrice: '',
  maxPrice: '',
  brand: '',
  brandIds: [],
  collection: null,
  city: null,
  cityIds: [],
  watchTypes: [],
  caseMaterials: [],
  glassTypes: [],
  movementTypes: [],
  functions: [],
  strapMaterials: [],
  conditions: [],
  jewelryTypes: [],
  fullSet: false,
  workshop: null,
  yearMin: '',
  yearMax: '',
  diameter: '',
  limitedEdition: false,
  category: '',
};

export const EMPTY_OPTION_LISTS: FilterOptionLists = {
  brands: [],
  collections: [],
  watchTypes: [],
  caseMaterials: [],
  glassTypes: [],
  movementTypes: [],
  functions: [],
  strapMaterials: [],
  conditions: [],
  jewelryTypes: [],
  workshops: [],
  cities: [],
};
