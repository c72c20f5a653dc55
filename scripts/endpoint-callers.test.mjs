import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkAllowList, findEndpointsWithoutCaller, readEndpointNames } from './endpoint-callers.mjs';
import { useTempTrees } from './temp-tree.test-support.mjs';

const writeTree = useTempTrees('endpoint-callers');

function plantedTree() {
  return writeTree({
    'routes.generated.ts':
      "export { getThingEndpoint } from './routes/a.js';\nexport { setThingEndpoint } from './routes/b.js';\nexport { pingEndpoint } from './routes/c.js';\n",
    'web/thing.queries.ts': "import { getThingEndpoint } from '@streamit/contract/routes';\n",
    'web/thing.test.tsx': "import { setThingEndpoint } from '@streamit/contract/routes';\n",
  });
}

describe('endpoints without a web caller', () => {
  it('finds the endpoints only tests or nothing in the web app name', () => {
    const root = plantedTree();
    const names = readEndpointNames(path.join(root, 'routes.generated.ts'));
    expect(names).toEqual(['getThingEndpoint', 'setThingEndpoint', 'pingEndpoint']);
    expect(findEndpointsWithoutCaller(names, path.join(root, 'web'))).toEqual([
      'setThingEndpoint',
      'pingEndpoint',
    ]);
  });

  it('passes when each uncalled endpoint is listed with a kind and a reason', () => {
    const allowList = {
      setThingEndpoint: { kind: 'no-screen-yet', reason: 'Authoring screen comes next.' },
      pingEndpoint: { kind: 'integration', reason: 'Load balancers probe it.' },
    };
    const names = ['getThingEndpoint', 'setThingEndpoint', 'pingEndpoint'];
    expect(checkAllowList(['setThingEndpoint', 'pingEndpoint'], allowList, names)).toEqual([]);
  });

  it('refuses an unlisted endpoint, a stale entry, an unknown one and an entry without a reason', () => {
    const allowList = {
      getThingEndpoint: { kind: 'integration', reason: 'Called now.' },
      goneEndpoint: { kind: 'job', reason: 'Removed.' },
      pingEndpoint: { kind: 'integration', reason: ' ' },
    };
    const names = ['getThingEndpoint', 'setThingEndpoint', 'pingEndpoint'];
    expect(checkAllowList(['setThingEndpoint', 'pingEndpoint'], allowList, names)).toEqual([
      'setThingEndpoint: no web caller and not on the allow-list',
      'getThingEndpoint: a screen calls it now; take it off the list',
      'goneEndpoint: on the allow-list but not in the contract',
      'pingEndpoint: needs a known kind and a reason',
    ]);
  });
});
