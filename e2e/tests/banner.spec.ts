import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { signIn, signOut } from '../support/ui.js';

/** A real 2x1 PNG file, written for the upload. */
function pngFile(): string {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = table[(c ^ x) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([len, Buffer.from(type), data, sum]);
  };
  const head = Buffer.alloc(13);
  head.writeUInt32BE(2, 0);
  head.writeUInt32BE(1, 4);
  head[8] = 8;
  head[9] = 2;
  const file = path.join(os.tmpdir(), 'caduceus-e2e-banner.png');
  fs.writeFileSync(
    file,
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', head),
      chunk('IDAT', zlib.deflateSync(Buffer.from([0, 200, 30, 30, 30, 30, 200]))),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
  return file;
}

// unique per run, so that a retry starts clean
const TITLE = `Orientation week starts Monday ${Date.now().toString(36).slice(-4)}`;

test('a super admin publishes a banner with a picture for students, who see it where they land and on the landing page', async ({
  page,
}) => {
  await signIn(page, 'superadmin');
  await page.goto('/admin/banner');
  await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible();
  await page.getByRole('button', { name: 'Add banner' }).click();
  await page.locator('#title').fill(TITLE);
  await page.locator('#text').fill('Meet in the main hall at 9:00.');
  await page.locator('#audience').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Student users' }).click();
  await page.locator('input[type=file]').setInputFiles(pngFile());
  await page.getByRole('dialog').getByRole('button', { name: 'Add banner' }).click();
  await expect(page.getByText('Banner added successfully')).toBeVisible();
  await expect(page.getByRole('cell', { name: TITLE, exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: `Picture of ${TITLE}` })).toBeVisible();
  await signOut(page);

  // a student lands on her own record, announcements on top
  await signIn(page, 'student');
  await expect(page).toHaveURL(/\/student\/details\/personal\/\d+$/);
  await expect(page.getByRole('region', { name: 'Announcements' }).getByRole('heading', { name: TITLE })).toBeVisible();
  await page.goto('/landing-page');
  const news = page.getByRole('region', { name: 'Announcements' });
  await expect(news.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(news.getByText('Meet in the main hall at 9:00.')).toBeVisible();
  const picture = news.locator('img');
  await expect(picture).toHaveJSProperty('naturalWidth', 2);
  await signOut(page);

  // staff are not its audience
  await signIn(page, 'dean');
  await page.goto('/landing-page');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  await expect(page.getByText(TITLE)).toHaveCount(0);
});
