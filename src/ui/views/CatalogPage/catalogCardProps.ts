import type { CatalogItem } from './catalogTypes.ts';

/**
 * What the cards of the catalogue do (part 1 §4 "Favorites and comparison", "Cart"): each callback gets the card's
 * item (its `kind` says which call to make); an absent one hides that control on every card.
 */
export type CatalogItemActions = {
  onToggleFavorite?: (item: CatalogItem) => void;
  onToggleCompare?: (item: CatalogItem) => void;
  onAddToCart?: (item: CatalogItem) => void;
};

/**
 * A catalogue item as ProductCard's props: its fields and marks, each action bound to the item. One copy for the
 * grid and the search's jewelry and bag sections, so both lists behave alike.
 */
export function catalogCardProps(item: CatalogItem, { onToggleFavorite, onToggleCompare, onAddToCart }: CatalogItemActions) {
  return {
    ...item,
    onToggleFavorite: onToggleFavorite && (() => onToggleFavorite(item)),
    onToggleCompare: onToggleCompare && (() => onToggleCompare(item)),
    onAddToCart: onAddToCart && (() => onAddToCart(item)),
  };
}
