import { Readable } from 'node:stream';
import type { StoreCategory, StoreText, Tier } from '@streamit/contract';
import sharp from 'sharp';
import type { Executor } from '../../db/database.js';
import { generateKeyToken, type MediaStorage } from '../media/media-storage.js';
import { findProduct, insertProduct, insertVariant } from './store-catalogue.repository.js';
import { insertImage, listImagesOf, setProductCover } from './store-images.repository.js';
import { optionColumnsOf, storeImageUrl } from './store-view.js';

interface DemoVariant {
  sku: string;
  size?: StoreText;
  colour?: StoreText;
  stock: number;
  pricePoints: number;
}

interface DemoProduct {
  slug: string;
  title: [en: string, ar: string];
  description: [en: string, ar: string];
  category: StoreCategory;
  minTier?: Tier;
  perMemberLimit?: number;
  editionSize?: number;
  variants: DemoVariant[];
}

const print = (slug: string, en: string, ar: string, code: string): DemoProduct => ({
  slug,
  title: [en, ar],
  description: [
    `A giclée print of "${en}" on 310 g cotton rag paper, signed on the back by the artist.`,
    `طباعة جيكليه لعمل «${ar}» على ورق قطني بوزن 310 غرامًا، موقّعة من الفنان على ظهرها.`,
  ],
  category: 'PRINTS',
  variants: [
    // Paper sizes are written the same way in Arabic.
    { sku: `${code}-A4`, size: { en: 'A4', ar: 'A4' }, stock: 25, pricePoints: 400 },
    { sku: `${code}-A3`, size: { en: 'A3', ar: 'A3' }, stock: 15, pricePoints: 650 },
    { sku: `${code}-A2`, size: { en: 'A2', ar: 'A2' }, stock: 5, pricePoints: 900 },
  ],
});

const tote = (slug: string, en: string, ar: string, code: string): DemoProduct => ({
  slug,
  title: [en, ar],
  description: [
    'A heavy organic-cotton tote with an inside pocket, screen-printed by hand.',
    'حقيبة قماشية متينة من القطن العضوي بجيب داخلي، مطبوعة يدويًا بالشاشة الحريرية.',
  ],
  category: 'BAGS',
  variants: [
    { sku: `${code}-NAT`, colour: { en: 'Natural', ar: 'طبيعي' }, stock: 30, pricePoints: 250 },
    { sku: `${code}-BLK`, colour: { en: 'Black', ar: 'أسود' }, stock: 20, pricePoints: 250 },
  ],
});

const book = (slug: string, en: string, ar: string, code: string, points: number): DemoProduct => ({
  slug,
  title: [en, ar],
  description: [
    `"${en}": a hardback with colour plates and essays by the curators.`,
    `«${ar}»: كتاب بغلاف مقوّى مع لوحات ملوّنة ومقالات بأقلام القيّمين.`,
  ],
  category: 'BOOKS',
  variants: [{ sku: code, stock: 40, pricePoints: points }],
});

/** A dozen demo products: prints, tote bags, books and a numbered VIP-only edition (issue 33). */
const DEMO_PRODUCTS: DemoProduct[] = [
  print('harbour-at-dawn-print', 'Harbour at Dawn', 'الميناء عند الفجر', 'PRT-HARBOUR'),
  print('desert-geometry-print', 'Desert Geometry', 'هندسة الصحراء', 'PRT-DESERT'),
  print('old-city-lanterns-print', 'Old City Lanterns', 'فوانيس المدينة القديمة', 'PRT-LANTERN'),
  print('calligraphy-in-blue-print', 'Calligraphy in Blue', 'خط عربي بالأزرق', 'PRT-CALLI'),
  tote('streamit-museum-tote', 'Museum Night Tote', 'حقيبة ليلة المتحف', 'TOTE-MUSEUM'),
  tote('brushstroke-tote', 'Brushstroke Tote', 'حقيبة ضربة الفرشاة', 'TOTE-BRUSH'),
  tote('sketchbook-tote', 'Sketchbook Tote', 'حقيبة كراسة الرسم', 'TOTE-SKETCH'),
  book('light-and-stone-book', 'Light and Stone', 'الضوء والحجر', 'BOOK-LIGHT', 800),
  book('makers-of-the-souk-book', 'Makers of the Souk', 'صنّاع السوق', 'BOOK-SOUK', 700),
  book('a-century-of-posters-book', 'A Century of Posters', 'قرن من الملصقات', 'BOOK-POSTERS', 950),
  book('colour-field-notes-book', 'Colour Field Notes', 'ملاحظات حقل اللون', 'BOOK-COLOUR', 600),
  {
    slug: 'nightfall-vip-edition',
    title: ['Nightfall: VIP Edition', 'الغسق: إصدار كبار الأعضاء'],
    description: [
      'A numbered edition of 50 prints with gold leaf, signed and stamped, for VIP members only.',
      'إصدار مرقّم من 50 طبعة بورق الذهب، موقّع ومختوم، لكبار الأعضاء فقط.',
    ],
    category: 'EDITIONS',
    minTier: 'VIP',
    perMemberLimit: 1,
    editionSize: 50,
    variants: [
      {
        sku: 'ED-NIGHTFALL',
        size: { en: '50 × 70 cm', ar: '50 × 70 سم' },
        stock: 50,
        pricePoints: 5_000,
      },
    ],
  },
];

async function seedProduct(db: Executor, demo: DemoProduct, createdAt: Date): Promise<number> {
  const row = await insertProduct(db, {
    slug: demo.slug,
    titleEn: demo.title[0],
    titleAr: demo.title[1],
    descriptionEn: demo.description[0],
    descriptionAr: demo.description[1],
    category: demo.category,
    status: 'ACTIVE',
    minTier: demo.minTier ?? null,
    perMemberLimit: demo.perMemberLimit ?? null,
    editionSize: demo.editionSize ?? null,
    createdAt,
  });
  if (!row) return 0;
  for (const { size, colour, ...variant } of demo.variants)
    await insertVariant(db, {
      ...variant,
      ...optionColumnsOf({ size: size ?? null, colour: colour ?? null }),
      productId: row.id,
    });
  return 1 + demo.variants.length;
}

/** Seeds the demo store; a product whose slug exists is left as it is. */
export async function seedDemoStore(db: Executor): Promise<number> {
  let rows = 0;
  // Distinct creation times keep the shop's newest-first order stable: the edition first, then the list.
  const start = Date.now();
  for (const [index, demo] of DEMO_PRODUCTS.entries())
    rows += await seedProduct(db, demo, new Date(start - (DEMO_PRODUCTS.length - index) * 1000));
  return rows;
}

// One flat motif per category, drawn on a 4:3 card: enough for the shop and gallery to show real pictures.
const MOTIFS: Record<StoreCategory, string> = {
  PRINTS:
    '<rect x="330" y="160" width="540" height="580" fill="#f6efd9" stroke="#8a6a3b" stroke-width="28"/>',
  BAGS: '<path d="M380 360 h440 l-40 420 h-360 z" fill="#e9dcc3"/><path d="M500 360 a100 110 0 0 1 200 0" fill="none" stroke="#e9dcc3" stroke-width="26"/>',
  BOOKS:
    '<rect x="420" y="180" width="360" height="540" rx="14" fill="#f3e9d2"/><rect x="420" y="180" width="48" height="540" fill="#c49a5a"/>',
  EDITIONS:
    '<rect x="330" y="160" width="540" height="580" fill="#111" stroke="#d4af37" stroke-width="28"/><circle cx="600" cy="450" r="120" fill="#d4af37"/>',
};
const BACKGROUNDS = ['#1d3557', '#2a9d8f', '#e76f51', '#6d597a', '#264653', '#b56576'];

function demoPicture(category: StoreCategory, index: number): Promise<Buffer> {
  const background = BACKGROUNDS[index % BACKGROUNDS.length] ?? '#1d3557';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><rect width="1200" height="900" fill="${background}"/>${MOTIFS[category]}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** Gives each demo product without pictures one drawn picture, stored like an upload (decision 062). */
export async function seedDemoStorePictures(db: Executor, storage: MediaStorage): Promise<number> {
  let rows = 0;
  for (const [index, demo] of DEMO_PRODUCTS.entries()) {
    const product = await findProduct(db, { slug: demo.slug });
    if (!product || (await listImagesOf(db, [product.id])).length > 0) continue;
    const storageKey = `store/${product.id}/${generateKeyToken()}/image.jpg`;
    await storage.putStream(storageKey, Readable.from(await demoPicture(demo.category, index)));
    const alt = { altEn: `${demo.title[0]} (demo picture)`, altAr: `${demo.title[1]} (صورة تجريبية)` };
    await insertImage(db, { productId: product.id, storageKey, ...alt });
    await setProductCover(db, product.id, storeImageUrl(storageKey));
    rows += 1;
  }
  return rows;
}
