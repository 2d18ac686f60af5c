/**
 * What a hall plan may contain: static SVG drawing only. Anything not listed here is dropped, so a new
 * attack vector (a new element, attribute or scheme) is refused by default rather than let through.
 * Deliberately absent: script, foreignObject, animation (animate/set can rewrite href), a (made a plain
 * group), iframe/embed/object, feImage, and every event handler attribute.
 */
export const svgElements = new Set([
  'svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'switch',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
  'text', 'tspan', 'textPath', 'image', 'style',
  'linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker',
  'filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feFuncR', 'feFuncG', 'feFuncB', 'feFuncA',
  'feComposite', 'feDropShadow', 'feFlood', 'feGaussianBlur', 'feMerge', 'feMergeNode', 'feMorphology',
  'feOffset', 'feTile', 'feTurbulence', 'feDisplacementMap', 'feConvolveMatrix',
]); // prettier-ignore

/** Elements whose subtree is kept under another name: a link becomes a group (its shapes stay visible). */
export const renamedElements: Record<string, string> = { a: 'g' };

/** Elements whose text content is drawn or needed. */
export const textElements = new Set(['text', 'tspan', 'textPath', 'title', 'desc', 'style']);

/** Presentation properties, allowed both as attributes and inside style="" / <style>. */
export const presentationProperties = new Set([
  'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-linecap',
  'stroke-linejoin', 'stroke-dasharray', 'stroke-dashoffset', 'stroke-miterlimit', 'opacity', 'color',
  'font', 'font-family', 'font-size', 'font-weight', 'font-style', 'font-variant', 'font-stretch',
  'text-anchor', 'dominant-baseline', 'alignment-baseline', 'baseline-shift', 'letter-spacing',
  'word-spacing', 'text-decoration', 'writing-mode', 'white-space', 'visibility', 'display',
  'clip-path', 'clip-rule', 'mask', 'filter', 'marker', 'marker-start', 'marker-mid', 'marker-end',
  'stop-color', 'stop-opacity', 'flood-color', 'flood-opacity', 'lighting-color', 'color-interpolation',
  'color-interpolation-filters', 'vector-effect', 'paint-order', 'shape-rendering', 'text-rendering',
  'image-rendering', 'mix-blend-mode', 'isolation', 'overflow', 'transform', 'transform-origin',
]); // prettier-ignore

export const svgAttributes = new Set([
  ...presentationProperties,
  'id', 'class', 'style', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'fr',
  'width', 'height', 'd', 'points', 'pathLength', 'viewBox', 'preserveAspectRatio', 'version',
  'dx', 'dy', 'rotate', 'lengthAdjust', 'textLength', 'startOffset', 'method', 'spacing', 'side',
  'offset', 'gradientUnits', 'gradientTransform', 'spreadMethod', 'patternUnits', 'patternContentUnits',
  'patternTransform', 'clipPathUnits', 'maskUnits', 'maskContentUnits', 'markerWidth', 'markerHeight',
  'markerUnits', 'refX', 'refY', 'orient', 'filterUnits', 'primitiveUnits', 'stdDeviation', 'in', 'in2',
  'result', 'mode', 'type', 'values', 'tableValues', 'slope', 'intercept', 'amplitude', 'exponent',
  'operator', 'k1', 'k2', 'k3', 'k4', 'radius', 'baseFrequency', 'numOctaves', 'seed', 'stitchTiles',
  'scale', 'xChannelSelector', 'yChannelSelector', 'order', 'kernelMatrix', 'divisor', 'bias',
  'targetX', 'targetY', 'edgeMode', 'preserveAlpha', 'href', 'xml:space', 'media',
]); // prettier-ignore
