// Local lint rules that make STYLE.md's layering a checked fact.
import path from 'node:path';

const WEB_SRC = `${path.sep}apps${path.sep}web${path.sep}src${path.sep}`;

function featureOf(file) {
  const i = file.indexOf(WEB_SRC);
  if (i < 0) return null;
  const rel = file.slice(i + WEB_SRC.length).split(path.sep);
  return rel[0] === 'features' ? rel[1] : rel[0];
}

/** A feature never imports another feature, nor app/ (imports flow shared → features → app). */
const featureBoundaries = {
  meta: { type: 'problem', schema: [], messages: { cross: 'Feature "{{from}}" must not import "{{to}}": features meet only in app/.' } },
  create(context) {
    const file = context.filename;
    const from = featureOf(file);
    if (!from || !file.includes(`${WEB_SRC}features${path.sep}`)) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      let target;
      if (source.startsWith('.')) target = path.resolve(path.dirname(file), source);
      else if (source.startsWith('@/')) target = path.join(file.slice(0, file.indexOf(WEB_SRC) + WEB_SRC.length), source.slice(2));
      else return;
      const to = featureOf(target + path.sep + 'x');
      const inFeatures = target.includes(`${WEB_SRC}features${path.sep}`);
      if ((inFeatures && to !== from) || to === 'app') {
        context.report({ node, messageId: 'cross', data: { from, to: inFeatures ? `features/${to}` : to } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries } };
