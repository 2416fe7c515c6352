import type { Generated } from 'kysely';
import type { Timestamp } from './column-types.ts';

/**
 * The content's tables: banners, FAQ, videos.
 */
export interface BannersTable {
  id: Generated<number>;
  title: string;
  title_en: string;
  subtitle: string | null;
  subtitle_en: string | null;
  link: string;
  sort_order: Generated<number>;
  is_active: Generated<boolean>;
  created_at: Timestamp;
}

/** The /faq page's groups (part 2 §2); the contract's FAQ `group` (migration 0009). */
export type FaqSection = 'order_payment' | 'delivery' | 'warranty' | 'products';

export interface FaqsTable {
  id: Generated<number>;
  question: string;
  question_en: string;
  answer: string;
  answer_en: string;
  is_active: Generated<boolean>;
  sort_order: Generated<number>;
  section: FaqSection | null;
}

export interface VideosTable {
  id: Generated<number>;
  title: string;
  title_en: string;
  description: Generated<string>;
  description_en: Generated<string>;
  video_url: string;
  format: 'vertical' | 'horizontal';
  sort_order: Generated<number>;
  is_active: Generated<boolean>;
  created_at: Timestamp;
}
