// Tokens and sessions: access expiry, refresh rotation, reuse detection, logout, user info, team switch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam, createTestApp, createUser, tokenFor, type TestApp } from '../helpers/test-app';
import { dbTargets } from '../helpers/test-db';
import { loginTokens } from './helpers';

describe.each(dbTargets())('tokens and sessions on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const refresh = (token?: string) =>
    t.call({ method: 'POST', url: '/nl/v1/auth/refresh', ...(token ? { token } : {}) });

  it('answers ACCESS_TOKEN_EXPIRED after 30 minutes and a refresh gives a working pair', async () => {
    const u = await createUser(t, { password: 'goodpass1' });
    const pair = await loginTokens(t, u.phone_number, 'goodpass1');
    t.clock.advance(30 * 60 * 1000 + 1000);
    const expired = await t.call({ method: 'GET', url: '/v1/auth/info', token: pair.access_token });
    expect(expired.statusCode).toBe(401);
    expect(expired.body_.message).toBe('ACCESS_TOKEN_EXPIRED');
    const next = await refresh(pair.refresh_token);
    expect(next.statusCode).toBe(200);
    expect(next.body_.message).toBe('success');
    expect(next.body_.data.refresh_token).not.toBe(pair.refresh_token);
    const info = await t.call({ method: 'GET', url: '/v1/auth/info', token: next.body_.data.access_token });
    expect(info.statusCode).toBe(200);
    expect(info.body_.data.user.id).toBe(u.id);
  });

  it('rotates: a used refresh token replayed revokes the whole family', async () => {
    const u = await createUser(t, { password: 'goodpass1' });
    const pair = await loginTokens(t, u.phone_number, 'goodpass1');
    const second = (await refresh(pair.refresh_token)).body_.data.refresh_token as string;
    const replay = await refresh(pair.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.body_.message).toBe('REFRESH_TOKEN_EXPIRED');
    // the legitimate successor is dead too: the family was revoked
    const successor = await refresh(second);
    expect(successor.statusCode).toBe(401);
    expect(successor.body_.message).toBe('REFRESH_TOKEN_EXPIRED');
  });

  it('keeps other families alive when one is revoked', async () => {
    const u = await createUser(t, { password: 'goodpass1' });
    const a = await loginTokens(t, u.phone_number, 'goodpass1');
    const b = await loginTokens(t, u.phone_number, 'goodpass1');
    await refresh(a.refresh_token);
    await refresh(a.refresh_token); // replay kills family a
    expect((await refresh(b.refresh_token)).statusCode).toBe(200);
  });

  it('answers REFRESH_TOKEN_EXPIRED after 7 days, for garbage and for a missing token', async () => {
    const u = await createUser(t, { password: 'goodpass1' });
    const pair = await loginTokens(t, u.phone_number, 'goodpass1');
    t.clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    for (const res of [await refresh(pair.refresh_token), await refresh('garbage'), await refresh()]) {
      expect(res.statusCode).toBe(401);
      expect(res.body_.message).toBe('REFRESH_TOKEN_EXPIRED');
    }
  });

  it('refuses to refresh once the account was disabled', async () => {
    const u = await createUser(t, { password: 'goodpass1' });
    const pair = await loginTokens(t, u.phone_number, 'goodpass1');
    await t.deps.db.updateTable('users').set({ status: 3 }).where('id', '=', u.id).execute();
    const res = await refresh(pair.refresh_token);
    expect(res.statusCode).toBe(401);
    expect(res.body_.message).toBe('REFRESH_TOKEN_EXPIRED');
    const info = await t.call({ method: 'GET', url: '/v1/auth/info', token: pair.access_token });
    expect(info.statusCode).toBe(401);
  });

  it('logout revokes the refresh token', async () => {
    const u = await createUser(t, { password: 'goodpass1' });
    const pair = await loginTokens(t, u.phone_number, 'goodpass1');
    const out = await t.call({ method: 'POST', url: '/v1/auth/logout', token: pair.access_token });
    expect(out.statusCode).toBe(200);
    expect((await refresh(pair.refresh_token)).body_.message).toBe('REFRESH_TOKEN_EXPIRED');
  });

  it('logout with a refresh token in the body revokes only that session', async () => {
    const u = await createUser(t, { password: 'goodpass1' });
    const a = await loginTokens(t, u.phone_number, 'goodpass1');
    const b = await loginTokens(t, u.phone_number, 'goodpass1');
    await t.call({
      method: 'POST',
      url: '/v1/auth/logout',
      token: a.access_token,
      payload: { refresh_token: a.refresh_token },
    });
    expect((await refresh(a.refresh_token)).statusCode).toBe(401);
    expect((await refresh(b.refresh_token)).statusCode).toBe(200);
  });

  it('logs into the first team, lists all teams, switches team and keeps it across refresh', async () => {
    const u = await createUser(t, { password: 'goodpass1' });
    const other = await createUser(t);
    const teamA = await createTeam(t, u.id, '甲队');
    const teamB = await createTeam(t, other.id, '乙队', [u.id]);
    const pair = await loginTokens(t, u.phone_number, 'goodpass1');
    const info = await t.call({ method: 'GET', url: '/v1/auth/info', token: pair.access_token });
    expect(info.body_.data.team).toEqual({ id: teamA.id, role: 'Admin', name: '甲队' });

    const all = await t.call({ method: 'GET', url: '/v1/auth/all_teams', token: pair.access_token });
    expect(all.body_.data).toEqual([
      { id: teamA.id, name: '甲队', role: 'Admin', members_number: 1 },
      { id: teamB.id, name: '乙队', role: 'Member', members_number: 2 },
    ]);

    const sw = await t.call({
      method: 'POST',
      url: '/v1/auth/switch_team',
      token: pair.access_token,
      payload: { team_id: teamB.id },
    });
    expect(sw.statusCode).toBe(200);
    const switched = await t.call({ method: 'GET', url: '/v1/auth/info', token: sw.body_.data.access_token });
    expect(switched.body_.data.team).toEqual({ id: teamB.id, role: 'Member', name: '乙队' });
    const refreshed = await refresh(sw.body_.data.refresh_token);
    const after = await t.call({
      method: 'GET',
      url: '/v1/auth/info',
      token: refreshed.body_.data.access_token,
    });
    expect(after.body_.data.team.id).toBe(teamB.id);
    // the next login starts in the team of the latest session
    const again = await loginTokens(t, u.phone_number, 'goodpass1');
    const info2 = await t.call({ method: 'GET', url: '/v1/auth/info', token: again.access_token });
    expect(info2.body_.data.team.id).toBe(teamB.id);
  });

  it('refuses to switch to a team the user is not in (404, as for a missing team) and validates team_id (400)', async () => {
    const u = await createUser(t);
    const other = await createUser(t);
    const team = await createTeam(t, other.id, '别人的团队');
    const token = await tokenFor(t, u.id);
    const res = await t.call({
      method: 'POST',
      url: '/v1/auth/switch_team',
      token,
      payload: { team_id: team.id },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body_.message).toBe('团队不存在');
    const missing = await t.call({
      method: 'POST',
      url: '/v1/auth/switch_team',
      token,
      payload: { team_id: 999999 },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body_).toEqual(res.body_);
    const bad = await t.call({
      method: 'POST',
      url: '/v1/auth/switch_team',
      token,
      payload: { team_id: 'abc' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body_.message).toBe('请选择团队');
  });

  it('drops the team from info once the user left it', async () => {
    const admin = await createUser(t);
    const u = await createUser(t);
    const team = await createTeam(t, admin.id, '临时团队', [u.id]);
    const token = await tokenFor(t, u.id, { id: team.id, role: 'Member' });
    await t.call({ method: 'POST', url: `/v1/team/exit/${team.id}`, token });
    const info = await t.call({ method: 'GET', url: '/v1/auth/info', token });
    expect(info.body_.data.team).toBeNull();
  });

  it('answers 401 without a token on every session call', async () => {
    for (const [method, url] of [
      ['GET', '/v1/auth/info'],
      ['GET', '/v1/auth/all_teams'],
      ['POST', '/v1/auth/switch_team'],
      ['POST', '/v1/auth/logout'],
      ['POST', '/v1/auth/change_password'],
      ['GET', '/v1/account/myteams'],
    ] as const) {
      const res = await t.call({ method, url, payload: {} });
      expect(res.statusCode, url).toBe(401);
    }
  });
});
