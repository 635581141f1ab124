import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { defang } from '../src/modules/mail/defang.js';

// Issue 41, item 8: a company name written into our e-mails is never a link (no app: pure).

describe('defang', () => {
  test('web addresses, www. names and bare domains lose what makes them links', () => {
    assert.equal(
      defang('URGENT: verify your bank at http://evil.example/x www.bank.test evil.com'),
      'URGENT: verify your bank at hxxp[://]evil[.]example/x www[.]bank[.]test evil[.]com',
    );
    assert.equal(defang('HTTPS://Evil.COM'), 'HXXPS[://]Evil[.]COM');
    assert.equal(defang('go to sub.evil.co.uk now'), 'go to sub[.]evil[.]co[.]uk now');
  });

  test('ordinary names stay as they are', () => {
    for (const name of [
      "Olive's Group",
      'The Crown & Anchor',
      'Bar 1.5',
      'Smith & Co. Ltd',
      'Café Rouge',
    ]) {
      assert.equal(defang(name), name);
    }
  });
});
