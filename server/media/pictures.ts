import type { Kysely } from 'kysely';
import { bannerForImage } from '../content/repository.ts';
import type { Database } from '../db/types.ts';
import { renderBag } from '../demo/drawings/bag/render.ts';
import { renderBanner } from '../demo/drawings/banner.ts';
import { renderJewelry } from '../demo/drawings/jewelry/render.ts';
import { renderWatch } from '../demo/drawings/watch/render.ts';
import { bagPictureRow, jewelryPictureRow, storedPhotoRow, watchPictureRow } from './repository.ts';

export type Variant = 'full' | 'thumb';

/**
 * The catalogue's pictures as SVG, drawn from their rows (no external image host is reachable); undefined when the
 * product, photo or banner does not exist. The HTTP side (media/routes.ts) adds the PNG, caching and ETags.
 */
export class Pictures {
  constructor(private readonly db: Kysely<Database>) {}

  async watch(productId: number, photoId: number, variant: Variant): Promise<string | undefined> {
    const row = await watchPictureRow(this.db, productId, photoId);
    return row && renderWatch({
      id: row.id,
      view: row.view,
      brand: row.brand,
      model: row.model_name,
      dialColor: row.dial_color_en,
      caseMaterial: row.case_material,
      strapMaterial: row.strap_material,
      diameterMm: Number(row.case_diameter_mm),
      variant,
    });
  }

  async jewelry(productId: number, photoId: number, variant: Variant): Promise<string | undefined> {
    const row = await jewelryPictureRow(this.db, productId, photoId);
    return row && renderJewelry({
      id: row.id,
      view: row.view,
      brand: row.brand,
      model: row.model_name,
      typeName: row.type_name,
      metal: row.metal_en,
      stone: row.insert_stone_en,
      variant,
    });
  }

  async bag(productId: number, photoId: number, variant: Variant): Promise<string | undefined> {
    const row = await bagPictureRow(this.db, productId, photoId);
    return row && renderBag({ id: row.id, view: row.view, brand: row.brand, model: row.model_name, color: row.color_en, material: row.material_en, variant });
  }

  /** A photograph the catalogue import stored (its bytes and type), served as it is in place of a drawing. */
  async stored(kind: 'watches' | 'jewelry' | 'bags', productId: number, photoId: number): Promise<{ data: Buffer; mimeType: string } | undefined> {
    return storedPhotoRow(this.db, kind, productId, photoId);
  }

  /** Banners are drawn with their English title: the picture is the same for both languages. */
  async banner(id: number, variant: Variant): Promise<string | undefined> {
    const row = await bannerForImage(this.db, id);
    return row && renderBanner({ id: row.id, title: row.title, subtitle: row.subtitle, variant });
  }
}
