import { describe, expect, it } from 'vitest';
import { demoDoorsOpenHours, doorsOpenHoursDefault, loadConfig } from './config';

// A fresh `npm start` runs on the demo season, whose events lie weeks ahead: a door tried offline there must not
// have its scans refused as "before the doors opened" (6 hours is the production default).
describe('DOORS_OPEN_HOURS', () => {
  it('is 6 hours in production and a year with the demo data, unless set', () => {
    expect(loadConfig({ NODE_ENV: 'test', DEMO_DATA: 'false' }).doorsOpenHours).toBe(doorsOpenHoursDefault);
    expect(doorsOpenHoursDefault).toBe(6);
    expect(loadConfig({ NODE_ENV: 'development' }).doorsOpenHours).toBe(demoDoorsOpenHours);
    expect(loadConfig({ NODE_ENV: 'development', DOORS_OPEN_HOURS: '3' }).doorsOpenHours).toBe(3);
  });
});
