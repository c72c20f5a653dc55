import { Readable } from 'node:stream';
import { API_BASE_PATH, type CategoryImageKind, type CategoryImages } from '@streamit/contract';
import sharp from 'sharp';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { toJpeg } from '../creator-content/activity-media-checks.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { categoryExists } from '../catalog/catalog.queries.js';
import { generateKeyToken } from '../media/media-storage.js';
import { mediaStorageFor } from '../media/media-paths.js';
import { findCategoryImages, replaceCategoryImage } from './category-media.repository.js';

/** Category images are served from here (public: categories are public). */
export const CATEGORY_MEDIA_PREFIX = `${API_BASE_PATH}/media/categories/`;
const WIDTH: Record<CategoryImageKind, number> = { icon: 256, banner: 1920, thumbnail: 640 };

export function categoryImageUrl(key: string): string {
  return `${CATEGORY_MEDIA_PREFIX}${key.slice('categories/'.length)}`;
}

async function encode(kind: CategoryImageKind, bytes: Buffer): Promise<{ data: Buffer; ext: string }> {
  if (kind !== 'icon') return { data: await toJpeg(bytes, WIDTH[kind]), ext: 'jpg' };
  // Icons keep transparency: checked as an image first, then a square PNG.
  await toJpeg(bytes, WIDTH.icon);
  const data = await sharp(bytes, { failOn: 'error' })
    .resize(256, 256, { fit: 'contain', background: '#0000' })
    .png()
    .toBuffer();
  return { data, ext: 'png' };
}

/** The images of every category (or one), as URLs. */
export async function listCategoryImages(deps: AppDeps, categoryId?: string): Promise<CategoryImages[]> {
  const rows = await findCategoryImages(deps.db, categoryId);
  const byCategory = new Map<string, CategoryImages>();
  for (const row of rows) {
    const entry = byCategory.get(row.categoryId) ?? {
      categoryId: row.categoryId,
      iconUrl: null,
      bannerUrl: null,
      thumbnailUrl: null,
    };
    entry[`${row.kind as CategoryImageKind}Url`] = categoryImageUrl(row.storageKey);
    byCategory.set(row.categoryId, entry);
  }
  return [...byCategory.values()];
}

/** Stores a category image in place of the previous one of its kind, audited in the same transaction. */
export async function saveCategoryImage(
  deps: AppDeps,
  actor: { adminId: string; ip: string },
  target: { categoryId: string; kind: CategoryImageKind },
  bytes: Buffer,
): Promise<CategoryImages> {
  if (!(await categoryExists(deps.db, target.categoryId))) throw new AppError('NOT_FOUND');
  if (bytes.length === 0) throw new AppError('FILE_MISSING');
  const { data, ext } = await encode(target.kind, bytes);
  const storage = mediaStorageFor(deps.config);
  const key = `categories/${target.categoryId}/${generateKeyToken()}/${target.kind}.${ext}`;
  await storage.putStream(key, Readable.from(data));
  const previous = await deps.db
    .transaction(async (tx) => {
      const old = await replaceCategoryImage(tx, target, key);
      await recordAuditEvent(tx, {
        actorAdminId: actor.adminId,
        action: 'content_category.image_upload',
        ip: actor.ip,
        targetType: 'content_category',
        targetId: target.categoryId,
        details: { kind: target.kind },
      });
      return old;
    })
    .catch(async (error: unknown) => {
      await storage.delete(key);
      throw error;
    });
  if (previous) await storage.delete(previous);
  const [images] = await listCategoryImages(deps, target.categoryId);
  if (!images) throw new Error('category image not found after save');
  return images;
}
