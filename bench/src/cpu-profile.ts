// Reads a V8 CPU profile (node --cpu-prof): time by area of the code, and a flame graph as SVG.
import { readFileSync } from 'node:fs';

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type CpuProfile = { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] };

/** Where a frame's code lives, in the words of this project's architecture. */
const AREAS: [RegExp, string][] = [
  [/^wasm:\/\//, 'embedded database: PostgreSQL (WebAssembly)'],
  [/node_modules\/@electric-sql\/pglite\//, 'embedded database: PGlite protocol (JS)'],
  [/node_modules\/(pg|pg-protocol|pg-pool)\//, 'PostgreSQL driver (node-postgres)'],
  [/node_modules\/drizzle-orm\//, 'query builder (drizzle-orm)'],
  [
    /node_modules\/(fastify|@fastify\/[^/]+|find-my-way|avvio|light-my-request|fast-json-stringify|secure-json-parse|helmet)\//,
    'HTTP framework (Fastify, helmet)',
  ],
  [/node_modules\/(pino|pino-std-serializers|sonic-boom)\//, 'logging (pino)'],
  [/node_modules\/(zod|luxon|lru-cache|rate-limiter-flexible)\//, 'validation, dates, caches, limits'],
  [/server\/dist\/main\.js/, 'Frontdesk server code'],
  [/^node:/, 'Node.js (HTTP, streams, timers)'],
];

function areaOf(frame: CallFrame): string {
  if (frame.functionName === '(garbage collector)') return 'garbage collection';
  if (frame.functionName === '(idle)') return 'idle';
  if (!frame.url) return frame.functionName === '(program)' ? 'V8 (compiling, runtime)' : 'native (I/O, syscalls)';
  return AREAS.find(([pattern]) => pattern.test(frame.url))?.[1] ?? 'other packages';
}

/** The profile's samples taken between `from` and `to` (monotonic microseconds, as process.hrtime). */
export function readProfile(file: string, from: number, to: number) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const selfTime = new Map<number, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at >= from && at <= to) selfTime.set(id, (selfTime.get(id) ?? 0) + delta);
  });
  const stackOf = (id: number): CallFrame[] => {
    const frames: CallFrame[] = [];
    for (let current: number | undefined = id; current !== undefined; current = parents.get(current)) {
      const node = nodes.get(current);
      if (node && node.callFrame.functionName !== '(root)') frames.unshift(node.callFrame);
    }
    return frames;
  };
  return { samples: [...selfTime].map(([id, micros]) => ({ stack: stackOf(id), micros })) };
}

export type Profile = ReturnType<typeof readProfile>;

/** Self time per area, largest first, in milliseconds and shares of the whole. */
export function timeByArea(profile: Profile): { area: string; ms: number; share: number }[] {
  const byArea = new Map<string, number>();
  let total = 0;
  for (const { stack, micros } of profile.samples) {
    const leaf = stack.at(-1);
    if (!leaf) continue;
    total += micros;
    byArea.set(areaOf(leaf), (byArea.get(areaOf(leaf)) ?? 0) + micros);
  }
  return [...byArea].sort((a, b) => b[1] - a[1]).map(([area, micros]) => ({ area, ms: micros / 1000, share: micros / total }));
}

type FlameNode = { name: string; area: string; micros: number; children: Map<string, FlameNode> };

const ROW = 17;
const WIDTH = 1600;
const COLOURS = ['#e4572e', '#f3a712', '#29335c', '#669bbc', '#a8c686', '#8d6a9f', '#c97c5d', '#3f8efc', '#b0a990', '#7a9e7e'];

/**
 * An SVG flame graph (root at the bottom, callers below callees), coloured by area; frames narrower
 * than `minShare` of the whole are left out so the file stays small enough to commit and read.
 */
export function flameGraphSvg(profile: Profile, title: string, minShare = 0.002): string {
  const root: FlameNode = { name: 'all', area: '', micros: 0, children: new Map() };
  for (const { stack, micros } of profile.samples) {
    if (stack.at(-1)?.functionName === '(idle)') continue;
    root.micros += micros;
    let node = root;
    for (const frame of stack) {
      const name = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').slice(-2).join('/')}:${frame.lineNumber + 1}`;
      let child = node.children.get(name);
      if (!child) node.children.set(name, (child = { name, area: areaOf(frame), micros: 0, children: new Map() }));
      child.micros += micros;
      node = child;
    }
  }
  const areas = [...new Set(timeByArea(profile).map((row) => row.area))];
  const colourOf = (area: string) => COLOURS[areas.indexOf(area) % COLOURS.length] ?? '#999';
  const depthOf = (node: FlameNode): number => 1 + Math.max(0, ...[...node.children.values()].map(depthOf));
  const rows = depthOf(root);
  const height = (rows + 2) * ROW + areas.length * ROW;
  const rects: string[] = [];
  const place = (node: FlameNode, x: number, depth: number) => {
    const width = (node.micros / root.micros) * WIDTH;
    if (node.micros / root.micros < minShare) return;
    const y = (rows - depth) * ROW;
    const label = width > 60 ? escapeXml(node.name.slice(0, Math.floor(width / 7))) : '';
    const share = ((100 * node.micros) / root.micros).toFixed(1);
    rects.push(
      `<g><title>${escapeXml(node.name)} — ${share} % (${node.area || 'all'})</title>` +
        `<rect x="${x.toFixed(1)}" y="${y}" width="${width.toFixed(1)}" height="${ROW - 1}" fill="${node.area ? colourOf(node.area) : '#ccc'}"/>` +
        (label ? `<text x="${(x + 3).toFixed(1)}" y="${y + 12}">${label}</text>` : '') +
        `</g>`,
    );
    let childX = x;
    for (const child of [...node.children.values()].sort((a, b) => a.name.localeCompare(b.name))) {
      place(child, childX, depth + 1);
      childX += (child.micros / root.micros) * WIDTH;
    }
  };
  place(root, 0, 0);
  const legend = areas.map(
    (area, i) =>
      `<rect x="0" y="${(rows + 2 + i) * ROW}" width="12" height="12" fill="${colourOf(area)}"/><text x="18" y="${(rows + 2 + i) * ROW + 11}">${escapeXml(area)}</text>`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" font-family="monospace" font-size="11">`,
    `<text x="0" y="12" font-size="13">${escapeXml(title)}</text>`,
    ...rects,
    ...legend,
    '</svg>',
  ].join('\n');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
