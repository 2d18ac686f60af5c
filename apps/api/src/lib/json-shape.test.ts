import { describe, expect, it } from 'vitest';
import { jsonShapeFault } from './json-shape';

const limits = { maxDepth: 3, maxItems: 3 };

describe('jsonShapeFault', () => {
  it('counts nesting of arrays and objects, not brackets in strings', () => {
    expect(jsonShapeFault('[[{"a":[]}]]', limits)).toEqual({ kind: 'depth', max: 3 });
    expect(jsonShapeFault('[[{"a":1}]]', limits)).toBeUndefined();
    expect(jsonShapeFault('[["[[[[\\"[[[", "{{{{"]]', limits)).toBeUndefined();
    expect(jsonShapeFault('[[]],[[]],[[]]', limits)).toBeUndefined();
  });

  it('counts the members of each container apart', () => {
    expect(jsonShapeFault('[1,2,3]', limits)).toBeUndefined();
    expect(jsonShapeFault('[1,2,3,4]', limits)).toEqual({ kind: 'items', max: 3 });
    expect(jsonShapeFault('{"a":1,"b":2,"c":[1,2,3]}', limits)).toBeUndefined();
    expect(jsonShapeFault('[[1,2,3],[1,2,3],[1,2,3]]', limits)).toBeUndefined();
    expect(jsonShapeFault('{"a":"x,y,z,w","b":2}', limits)).toBeUndefined();
    expect(jsonShapeFault('[[1],[2],[3],4]', limits)).toEqual({ kind: 'items', max: 3 });
  });
});
