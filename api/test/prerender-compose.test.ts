// Issue 41 item 10: the composed dashboard (tooling/composer/compose.mjs, the composer's)
// shows a candidate's first name as it is. The name was put in with a string replacement, in
// which `` $` ``, `$'` and `$&` are patterns: `` Cand$`One `` showed the page's text before it.
import assert from 'node:assert/strict';
import { promises as fs } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { composePage } from '../../tooling/composer/index.mjs';

const TEMPLATE =
  '<!--# include virtual="/__hospohire/session-user" set="hh_user" -->' +
  '<!--# if expr="$hh_user" --><!--# endif -->' +
  '<main>Before the name. <!--# if expr="$hh_first_name" -->Hello, ' +
  '<!--# echo var="hh_first_name" encoding="entity" -->!<!--# else -->Hello!<!--# endif -->' +
  ' After the name.</main>';

describe('the composed page names the candidate literally', () => {
  let firstName = '';
  let server: http.Server;
  let apiUrl: string;
  let templateFile: string;
  before(async () => {
    server = http.createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ userType: 'candidate', firstName }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hh-compose-'));
    templateFile = path.join(dir, 'dashboard.html');
    await fs.writeFile(templateFile, TEMPLATE);
  });
  after(async () => {
    server.close();
    await fs.rm(path.dirname(templateFile), { recursive: true, force: true });
  });

  for (const [name, shown] of [
    ['Cand$`One', 'Cand$`One'],
    ["Cand$'One", 'Cand$&#39;One'],
    ['Cand$&One', 'Cand$&amp;One'],
    ['Cand$$One', 'Cand$$One'],
    ['Cand$1One', 'Cand$1One'],
  ]) {
    it(`${name} is shown as typed`, async () => {
      firstName = name;
      const page = await composePage(templateFile, {
        cookieHeader: 'hh_session=x; hh_cookie_consent=all',
        remoteMap: {},
        apiUrl,
      });
      assert.equal(page, `<main>Before the name. Hello, ${shown}! After the name.</main>`);
    });
  }
});
