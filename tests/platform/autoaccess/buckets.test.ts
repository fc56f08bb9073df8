import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAutoAccess, type AutoAccessFixture } from './autoaccess-fixture.js';

let fixture: AutoAccessFixture;
let outside: string;

/** A bucket `files` with a folder of events, and files around it, in the platform's buckets. */
async function writeBuckets(bucketsDir: string) {
  const files = join(bucketsDir, 'files');
  await mkdir(join(files, 'events', 'older'), { recursive: true });
  await mkdir(join(bucketsDir, 'firewall'), { recursive: true });
  await writeFile(join(files, 'events', 'a-empty.jsonl'), '');
  await writeFile(join(files, 'events', 'b.jsonl'), '\n{"user": {"id": "u1"}, "n": 1}\n{"n": 2}\n');
  await writeFile(join(files, 'events', 'c.json'), '[{"first": true}, {"first": false}]');
  await writeFile(join(files, 'broken.jsonl'), '\n\n{"user": \n{"n": 2}\n');
  await writeFile(join(files, 'notes.txt'), 'not data');
  const firewall = join(bucketsDir, 'firewall');
  await writeFile(join(firewall, 'bom.jsonl'), '\uFEFF{"user": "ann"}\n');
  await writeFile(join(firewall, 'bom.json'), '\uFEFF[{"user": "ann"}]');
  await writeFile(join(firewall, 'long-line.jsonl'), `{"padding": "${'x'.repeat(1_200_000)}"}\n`);
  for (let index = 0; index < 9; index += 1) {
    await writeFile(join(files, 'events', 'older', `day-${index}.jsonl`), `{"day": ${index}}\n`);
  }
  outside = await mkdtemp(join(tmpdir(), 'outside-bucket-'));
  await writeFile(join(outside, 'secret.jsonl'), '{"secret": "outside"}\n');
  await symlink(join(outside, 'secret.jsonl'), join(files, 'link.jsonl'));
  await symlink(outside, join(files, 'linked-folder'));
  await symlink(outside, join(bucketsDir, 'linked-bucket'));
}

beforeAll(async () => {
  fixture = await startAutoAccess();
  await writeBuckets(fixture.platform.config.bucketsDir);
});
afterAll(async () => {
  await fixture.close();
  await rm(outside, { recursive: true, force: true });
});

const buckets = (body: unknown) =>
  fixture.call('alpha', 'POST', '/autoaccess/api/datasources/search/buckets', body);
const objects = (body: unknown) =>
  fixture.call('alpha', 'POST', '/autoaccess/api/datasources/search/objects', body);
const preview = (bucket: string, filePath: string) =>
  fixture.call(
    'alpha',
    'GET',
    `/autoaccess/api/datasources/preview?${new URLSearchParams({ bucket, filePath })}`,
  );

describe('buckets', () => {
  it('lists the buckets that start with the prefix, by name, at most max', async () => {
    const all = await buckets({ prefix: '', max: 10 });
    expect(all.statusCode).toBe(200);
    const names = (all.json().buckets as { name: string; created: string }[]).map((b) => b.name);
    expect(names).toEqual(['autoaccess-training', 'files', 'firewall']);
    const some = await buckets({ prefix: 'fi', max: 1 });
    expect(some.json()).toEqual({
      buckets: [{ name: 'files', created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown }],
    });
  });

  it('keeps the attack labels bucket and links out of the listing', async () => {
    const names = (
      (await buckets({ prefix: '', max: 100 })).json().buckets as { name: string }[]
    ).map((bucket) => bucket.name);
    expect(names).not.toContain('autoaccess-labels');
    expect(names).not.toContain('linked-bucket');
  });

  it('refuses a max beyond the bound', async () => {
    expect((await buckets({ prefix: '', max: 100_000 })).statusCode).toBe(400);
  });
});

describe('objects', () => {
  it('lists the entries of a folder, folders first, with their file rows, leaving links out', async () => {
    const root = await objects({ bucket: 'files', prefix: '', start: 0, pageSize: 6 });
    expect(root.statusCode).toBe(200);
    expect(root.json()).toMatchObject({ total: 3, start: 0, pageSize: 6 });
    const rows = root.json().objects as Record<string, unknown>[];
    expect(rows.map((row) => row.name)).toEqual(['events', 'broken.jsonl', 'notes.txt']);
    expect(rows[0]).toMatchObject({ name: 'events', extension: '', size: 0, isFolder: true });
    expect(rows[2]).toEqual({
      name: 'notes.txt',
      extension: 'txt',
      size: 8,
      created: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) as unknown,
      isFolder: false,
    });
  });

  it('pages a folder six at a time with start and pageSize', async () => {
    const page = (start: number) =>
      objects({ bucket: 'files', prefix: 'events/older', start, pageSize: 6 });
    const first = (await page(0)).json();
    const second = (await page(6)).json();
    expect(first.total).toBe(9);
    const names = (body: Record<string, unknown>) =>
      (body.objects as { name: string }[]).map((row) => row.name);
    expect(names(first)).toEqual([0, 1, 2, 3, 4, 5].map((day) => `events/older/day-${day}.jsonl`));
    expect(names(second)).toEqual([6, 7, 8].map((day) => `events/older/day-${day}.jsonl`));
    expect(second).toMatchObject({ total: 9, start: 6, pageSize: 6 });
  });

  it('answers bucket not found and file not found', async () => {
    const bucket = await objects({ bucket: 'nope', prefix: '', start: 0, pageSize: 6 });
    expect(bucket.statusCode).toBe(404);
    expect(bucket.json()).toMatchObject({ code: 404, message: 'bucket not found: nope' });
    const folder = await objects({ bucket: 'files', prefix: 'missing', start: 0, pageSize: 6 });
    expect(folder.json()).toMatchObject({ code: 404, message: 'file not found: missing' });
  });

  it('refuses a page larger than 100', async () => {
    const response = await objects({ bucket: 'files', prefix: '', start: 0, pageSize: 101 });
    expect(response.statusCode).toBe(400);
  });
});

describe('preview', () => {
  it('answers the first record of a JSONL file, pretty-printed', async () => {
    const response = await preview('files', 'events/b.jsonl');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      previewContent: JSON.stringify({ user: { id: 'u1' }, n: 1 }, null, 2),
    });
  });

  it('answers the first element of a JSON array', async () => {
    const response = await preview('files', 'events/c.json');
    expect(response.json()).toEqual({ previewContent: '{\n  "first": true\n}' });
  });

  it('resolves a wildcard to the first non-empty data file', async () => {
    const response = await preview('files', 'events/*.jsonl');
    expect(JSON.parse(response.json().previewContent as string)).toEqual({
      user: { id: 'u1' },
      n: 1,
    });
    const folders = await preview('files', 'events/*/day-3.*');
    expect(JSON.parse(folders.json().previewContent as string)).toEqual({ day: 3 });
  });

  it('answers file not found for no match, says when the file is empty or of another kind', async () => {
    for (const path of ['events/*.csv', 'events', 'nothing.jsonl']) {
      const response = await preview('files', path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toMatchObject({ message: `file not found: ${path}` });
    }
    const text = await preview('files', 'notes.txt');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({
      message: 'not a data file: notes.txt (a data file is .json or .jsonl)',
    });
    const empty = await preview('files', 'events/a-empty.jsonl');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      message: 'file is empty: events/a-empty.jsonl (a data file needs at least one JSON record)',
    });
    const bucket = await preview('nope', 'x.jsonl');
    expect(bucket.json()).toMatchObject({ code: 404, message: 'bucket not found: nope' });
  });

  it('reads a file that starts with a byte order mark', async () => {
    for (const path of ['bom.jsonl', 'bom.json']) {
      const response = await preview('firewall', path);
      expect(response.statusCode, path).toBe(200);
      const { previewContent } = response.json() as { previewContent: string };
      expect(JSON.parse(previewContent)).toEqual({ user: 'ann' });
    }
  });

  it('answers a first line longer than a preview reads as invalid, at once', async () => {
    const response = await preview('firewall', 'long-line.jsonl');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'invalid JSONL: line 1' });
  });

  it('answers 400 naming the line when the first record does not parse', async () => {
    const response = await preview('files', 'broken.jsonl');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      reason: 'Bad Request',
      message: 'invalid JSONL: line 3',
    });
  });
});

describe('paths that would leave the bucket', () => {
  it('refuses parent segments and absolute paths', async () => {
    for (const path of [
      '../files/notes.txt',
      'events/../../x.jsonl',
      '/etc/passwd',
      'a\\b.jsonl',
    ]) {
      const response = await preview('files', path);
      expect(response.statusCode, path).toBe(400);
      expect(response.json()).toMatchObject({ message: `invalid path: ${path}` });
    }
    const folder = await objects({ bucket: 'files', prefix: '..', start: 0, pageSize: 6 });
    expect(folder.statusCode).toBe(400);
  });

  it('never follows a symbolic link out of the bucket', async () => {
    expect((await preview('files', 'link.jsonl')).statusCode).toBe(404);
    expect((await preview('files', 'linked-folder/secret.jsonl')).statusCode).toBe(404);
    expect((await preview('files', 'linked-folder/*')).statusCode).toBe(404);
    const listing = await objects({
      bucket: 'files',
      prefix: 'linked-folder',
      start: 0,
      pageSize: 6,
    });
    expect(listing.statusCode).toBe(404);
    expect((await preview('linked-bucket', 'secret.jsonl')).statusCode).toBe(404);
  });

  it('treats bucket names with dots or slashes as unknown', async () => {
    for (const bucket of ['..', '.', 'files/..', 'autoaccess-labels']) {
      const response = await preview(bucket, 'events/auth-events.labels.jsonl');
      expect(response.statusCode, bucket).toBe(404);
    }
  });
});

describe('input bounds', () => {
  it('refuses a body beyond the platform input limits with a 400', async () => {
    const response = await buckets({ prefix: 'x'.repeat(300 * 1024), max: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, reason: 'Bad Request' });
    expect(response.json().message).toContain('JSON larger than');
  });
});
