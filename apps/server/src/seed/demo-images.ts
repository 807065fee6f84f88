// The demo library: a few small generated pictures (a coffee, a bun, a banner and a logo), shown on
// the Cappuccino and the Kanelbulle and, once the online-ordering settings exist, on the venues'
// guest pages. Generated, not shipped: a flat PNG per picture is a few hundred bytes.
import { createHash, randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { and, eq, isNull } from 'drizzle-orm';
import { newId } from '../lib/ids.ts';
import type { Tx } from '../platform/db/client.ts';
import { fileContents, files, images, items, onlineOrderingSettings } from '../platform/db/schema/index.ts';

type Rgb = readonly [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG of `width`×`height` fading from `top` to `bottom`, with a disc of `mark` in the middle
 * (the cup, the bun, the sun of the banner): enough for a picture to tell the tiles apart.
 */
export function demoPng(width: number, height: number, top: Rgb, bottom: Rgb, mark: Rgb): Buffer {
  const rows: Buffer[] = [];
  const radius = Math.min(width, height) / 4;
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    const f = y / Math.max(1, height - 1);
    for (let x = 0; x < width; x++) {
      const inside = (x - width / 2) ** 2 + (y - height / 2) ** 2 <= radius ** 2;
      for (let c = 0; c < 3; c++) {
        row[1 + x * 3 + c] = inside
          ? (mark[c] ?? 0)
          : Math.round((top[c] ?? 0) * (1 - f) + (bottom[c] ?? 0) * f);
      }
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PICTURES = [
  {
    key: 'cappuccino',
    title: 'Cappuccino',
    kind: 'PRODUCT',
    png: () => demoPng(96, 96, [245, 235, 220], [200, 170, 140], [120, 80, 50]),
  },
  {
    key: 'bun',
    title: 'Kanelbulle',
    kind: 'PRODUCT',
    png: () => demoPng(96, 96, [250, 240, 225], [230, 200, 160], [170, 110, 60]),
  },
  {
    key: 'banner',
    title: 'Demo Bistro terrace',
    kind: 'BANNER',
    png: () => demoPng(240, 96, [150, 200, 230], [240, 220, 180], [250, 200, 80]),
  },
  {
    key: 'logo',
    title: 'Demo Bistro logo',
    kind: 'LOGO',
    png: () => demoPng(64, 64, [31, 111, 92], [31, 111, 92], [244, 239, 230]),
  },
] as const;

/** Item titles (Swedish, as the demo catalogue names them) and the picture each shows. */
const ITEM_PICTURES = { Cappuccino: 'cappuccino', Kanelbulle: 'bun' } as const;

/** Stores the demo pictures as uploaded files and library images, and puts them on items and guest pages. */
export async function seedDemoImages(tx: Tx, companyId: string): Promise<void> {
  const ids = new Map<string, string>();
  for (const picture of PICTURES) {
    const bytes = picture.png();
    const fileId = newId();
    const secretHash = createHash('sha256').update(randomBytes(24)).digest('hex');
    await tx.insert(files).values({
      id: fileId,
      companyId,
      name: `${picture.key}.png`,
      contentType: 'image/png',
      secretHash,
      size: bytes.length,
      uploadedAt: new Date(),
    });
    await tx.insert(fileContents).values({ companyId, fileId, bytes });
    const id = newId();
    ids.set(picture.key, id);
    await tx.insert(images).values({ id, companyId, title: picture.title, fileId, kind: picture.kind });
  }
  for (const [title, key] of Object.entries(ITEM_PICTURES)) {
    await tx
      .update(items)
      .set({ imageId: ids.get(key) })
      .where(and(eq(items.companyId, companyId), eq(items.title, title), isNull(items.imageId)));
  }
  // The guest pages of the venues whose online-ordering settings the demo already made.
  await tx
    .update(onlineOrderingSettings)
    .set({ imageId: ids.get('banner') })
    .where(and(eq(onlineOrderingSettings.companyId, companyId), isNull(onlineOrderingSettings.imageId)));
}
