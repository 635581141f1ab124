import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { saveCandidateCulture } from '../src/modules/candidates/culture.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { insertApplication, recruiterWithJob, signedIn } from './support/fixtures.js';

describe('talent pool and messaging', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(async () => {
    await app.close();
  });

  const candidate = async (firstName: string, profile: Record<string, unknown>) => {
    const c = await signedIn(app, 'candidate', firstName);
    const response = await c.client.request('PUT', '/api/profile', { json: profile });
    assert.equal(response.status, 200, response.text);
    return c;
  };

  test('search: only visible candidates, filters, culture score, initials', async () => {
    const { recruiter, company } = await recruiterWithJob(app);
    const city = `Town${Date.now()}`;
    await app.db.query(
      `INSERT INTO assessments (kind, company_id, work_pace, team_size, primary_values)
       VALUES ('culture', $1, 'fast', 'small', '{teamwork}')`,
      [company.id],
    );
    const maya = await candidate('Maya', {
      visibleInTalentPool: true,
      skills: ['Cocktails', 'Latte art'],
      location: city,
      availability: ['sat_evening', 'sun_evening'],
      experience: 'x'.repeat(300),
    });
    await saveCandidateCulture(app.db, maya.userId, {
      workPace: 'fast',
      teamSize: 'small',
      primaryValues: ['teamwork'],
    });
    const hidden = await candidate('Hidden', { skills: ['cocktails'], location: city });
    await candidate('Other', { visibleInTalentPool: true, skills: ['pastry'], location: city });

    const response = await recruiter.client.get(
      `/api/talent-pool?skills=cocktails,wine&location=${city.toLowerCase()}&availability=sat_evening`,
    );
    assert.equal(response.status, 200, response.text);
    assert.equal(response.body.total, 1);
    const [item] = response.body.items as Record<string, unknown>[];
    assert.equal(item.candidateId, maya.userId);
    assert.equal(item.firstName, 'Maya');
    assert.equal(item.lastName, 'C.');
    assert.equal(item.name, 'Maya C.');
    assert.deepEqual(item.skillsMatched, ['cocktails']);
    assert.equal(item.cultureScore, 25 + 12 + 8);
    assert.ok((item.experience as string).length <= 160);
    assert.ok(!response.text.includes(hidden.userId));
    assert.ok(!response.text.includes('Carter'));

    const byCulture = await recruiter.client.get(`/api/talent-pool?location=${city}&minCulture=40`);
    assert.equal(byCulture.body.total, 1);
    const all = await recruiter.client.get(`/api/talent-pool?location=${city}&pageSize=1&page=2`);
    assert.equal(all.body.total, 2);
    assert.equal((all.body.items as unknown[]).length, 1);
    assert.equal(all.body.page, 2);

    const detail = await recruiter.client.get(`/api/talent-pool/candidates/${maya.userId}`);
    assert.equal(detail.status, 200);
    assert.equal(detail.body.name, 'Maya C.');
    assert.equal(detail.body.cultureScore, 45);
    assert.equal(detail.body.phoneNumber, undefined);
    const notVisible = await recruiter.client.get(`/api/talent-pool/candidates/${hidden.userId}`);
    assert.equal(notVisible.status, 404);
  });

  test('search: bad input, 401, 403, recruiter without company 404', async () => {
    const { recruiter } = await recruiterWithJob(app);
    let response = await recruiter.client.get('/api/talent-pool?minCulture=200');
    assert.equal(response.status, 400);
    assert.equal(response.body.field, 'minCulture');
    response = await recruiter.client.get('/api/talent-pool?pageSize=51');
    assert.equal(response.body.field, 'pageSize');
    response = await recruiter.client.get('/api/talent-pool/candidates/not-a-uuid');
    assert.equal(response.status, 400);
    assert.equal(response.body.field, 'id');
    assert.equal((await app.client().get('/api/talent-pool')).status, 401);
    const c = await signedIn(app, 'candidate');
    assert.equal((await c.client.get('/api/talent-pool')).status, 403);
    const lone = await signedIn(app, 'recruiter');
    assert.equal((await lone.client.get('/api/talent-pool')).status, 404);
  });

  test('messaging: start, reuse, list with unread counts, read, reply, notifications', async () => {
    const { recruiter, company } = await recruiterWithJob(app);
    const maya = await candidate('Maya', { visibleInTalentPool: true, skills: ['wine'] });

    const started = await recruiter.client.post('/api/conversations', {
      candidateId: maya.userId,
      body: 'Hi Maya, fancy a chat?',
    });
    assert.equal(started.status, 201, started.text);
    const conversation = started.body.conversation as Record<string, unknown>;
    const id = String(conversation.id);
    assert.equal(conversation.candidateName, 'Maya C.');

    const again = await recruiter.client.post('/api/conversations', {
      candidateId: maya.userId,
      body: 'Following up',
    });
    assert.equal(again.status, 200);
    assert.equal((again.body.conversation as { id: string }).id, id);

    const list = await maya.client.get('/api/conversations');
    assert.equal(list.status, 200);
    assert.equal(list.body.total, 1);
    const [mine] = list.body.items as Record<string, unknown>[];
    assert.equal(mine.companyId, company.id);
    assert.equal(typeof mine.companyName, 'string');
    assert.equal(mine.unreadCount, 2);
    assert.equal((mine.lastMessage as { body: string }).body, 'Following up');

    const { rows: notes } = await app.db.query<{ type: string; href: string }>(
      'SELECT type, href FROM notifications WHERE user_id = $1',
      [maya.userId],
    );
    assert.equal(notes.length, 2);
    assert.equal(notes[0].type, 'message.created');
    assert.equal(notes[0].href, `/talent-pool/messages/${id}`);

    const messages = await maya.client.get(`/api/conversations/${id}/messages`);
    assert.equal(messages.status, 200);
    assert.deepEqual(
      (messages.body.items as { body: string }[]).map((m) => m.body),
      ['Hi Maya, fancy a chat?', 'Following up'],
    );
    const afterRead = await maya.client.get('/api/conversations');
    assert.equal((afterRead.body.items as { unreadCount: number }[])[0].unreadCount, 0);

    const reply = await maya.client.post(`/api/conversations/${id}/messages`, { body: 'Yes!' });
    assert.equal(reply.status, 201);
    assert.equal(reply.body.fromCandidate, true);
    const recruiterList = await recruiter.client.get('/api/conversations');
    const [theirs] = recruiterList.body.items as Record<string, unknown>[];
    assert.equal(theirs.unreadCount, 1);
    assert.equal(theirs.candidateName, 'Maya C.');
    const { rows: recruiterNotes } = await app.db.query(
      `SELECT 1 FROM notifications WHERE user_id = $1 AND type = 'message.created'`,
      [recruiter.userId],
    );
    assert.equal(recruiterNotes.length, 1);

    // Bad bodies name the field.
    let bad = await maya.client.post(`/api/conversations/${id}/messages`, { body: '' });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.field, 'body');
    bad = await maya.client.post(`/api/conversations/${id}/messages`, { body: 'x'.repeat(5001) });
    assert.equal(bad.body.field, 'body');
    bad = await recruiter.client.post('/api/conversations', { body: 'Hi' });
    assert.equal(bad.body.field, 'candidateId');

    // Outsiders: 404; no session: 401; a candidate cannot start one: 403.
    const other = await signedIn(app, 'candidate');
    assert.equal((await other.client.get(`/api/conversations/${id}/messages`)).status, 404);
    assert.equal(
      (await other.client.post(`/api/conversations/${id}/messages`, { body: 'hi' })).status,
      404,
    );
    const otherRecruiter = await recruiterWithJob(app);
    assert.equal(
      (await otherRecruiter.recruiter.client.get(`/api/conversations/${id}/messages`)).status,
      404,
    );
    assert.equal((await otherRecruiter.recruiter.client.get('/api/conversations')).body.total, 0);
    assert.equal((await app.client().get('/api/conversations')).status, 401);
    assert.equal(
      (await maya.client.post('/api/conversations', { candidateId: maya.userId, body: 'x' }))
        .status,
      403,
    );
  });

  test('messaging: only visible candidates or applicants to the company', async () => {
    const { recruiter, job } = await recruiterWithJob(app);
    const hidden = await candidate('Hidden', { skills: ['wine'] });
    let response = await recruiter.client.post('/api/conversations', {
      candidateId: hidden.userId,
      body: 'Hello',
    });
    assert.equal(response.status, 404);
    await insertApplication(app.db, job.id, hidden.userId);
    response = await recruiter.client.post('/api/conversations', {
      candidateId: hidden.userId,
      body: 'About your application',
      jobId: job.id,
    });
    assert.equal(response.status, 201, response.text);
  });
});
