import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import express from 'express';
import { graphqlBody, parseJsonBody, plainJsonLength } from './graphql-body';

describe('parseJsonBody', () => {
  it('reads objects and arrays, an empty body as {}, past a byte-order mark', () => {
    expect(parseJsonBody('{"a":1}')).toEqual({ a: 1 });
    expect(parseJsonBody(' \n[1]')).toEqual([1]);
    expect(parseJsonBody('')).toEqual({});
    expect(parseJsonBody('\ufeff{"b":2}')).toEqual({ b: 2 });
  });

  it.each(['"text"', '12', 'null', '{"a":', 'nope'])('refuses %p with 400', (text) => {
    expect(() => parseJsonBody(text)).toThrow(
      expect.objectContaining({ status: 400, type: 'entity.parse.failed' }),
    );
  });
});

describe('plainJsonLength', () => {
  const req = (headers: Record<string, string>) => ({ headers });
  it.each([
    [{ 'content-type': 'application/json', 'content-length': '10' }, 10],
    [{ 'content-type': 'Application/JSON; charset=UTF-8', 'content-length': '10' }, 10],
    [{ 'content-type': 'application/json; charset="utf-8"', 'content-length': '100' }, 100],
    [{ 'content-type': 'application/json', 'content-length': '101' }, null],
    [{ 'content-type': 'application/json', 'content-length': '0' }, null],
    [{ 'content-type': 'application/json' }, null],
    [{ 'content-type': 'application/json; charset=latin1', 'content-length': '10' }, null],
    [{ 'content-type': 'application/json', 'content-length': '10', 'content-encoding': 'gzip' }, null],
    [{ 'content-type': 'application/json', 'content-length': '10', 'transfer-encoding': 'chunked' }, null],
    [{ 'content-type': 'text/plain', 'content-length': '10' }, null],
  ])('%p → %p', (headers, length) => {
    expect(plainJsonLength(req(headers), 100)).toBe(length);
  });
});

describe('graphqlBody', () => {
  let server: Server;
  let url: string;

  beforeAll(async () => {
    const app = express();
    app.post('/', graphqlBody(64), (req, res) => {
      res.json({ body: req.body as unknown });
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });

  afterAll(() => {
    server.close();
  });

  const post = async (body: string | Buffer, headers: Record<string, string>) => {
    const res = await fetch(url, { method: 'POST', body, headers });
    const text = await res.text();
    return { status: res.status, body: res.ok ? (JSON.parse(text) as { body: unknown }).body : text };
  };

  it('parses a plain JSON body', async () => {
    expect(await post('{"query":"{ a }"}', { 'content-type': 'application/json' })).toEqual({
      status: 200,
      body: { query: '{ a }' },
    });
  });

  it('refuses malformed JSON and a body that is not an object with 400', async () => {
    expect((await post('{"query":', { 'content-type': 'application/json' })).status).toBe(400);
    expect((await post('"query"', { 'content-type': 'application/json' })).status).toBe(400);
  });

  it('leaves the unusual to express.json: too large, other charsets, compressed', async () => {
    expect((await post(`{"q":"${'x'.repeat(80)}"}`, { 'content-type': 'application/json' })).status).toBe(
      413,
    );
    expect((await post('{"a":1}', { 'content-type': 'application/json; charset=latin1' })).status).toBe(415);
    expect(
      await post(gzipSync('{"z":1}'), { 'content-type': 'application/json', 'content-encoding': 'gzip' }),
    ).toEqual({ status: 200, body: { z: 1 } });
  });

  it('leaves the body unset for other content types', async () => {
    expect(await post('a=1', { 'content-type': 'text/plain' })).toEqual({ status: 200, body: undefined });
  });
});
