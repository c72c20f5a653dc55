// Rewrites the generated part of docs/security/access-rules.md (the fields each caller reads and writes) from the
// contract's endpoints; src/field-access.test.ts fails when it is stale.
import { readFile, writeFile } from 'node:fs/promises';
import * as contract from '../src/index.js';
import { ACCESS_RULES_FILE, renderFieldAccess, withGeneratedPart } from '../src/field-access.js';

const document = await readFile(ACCESS_RULES_FILE, 'utf8');
await writeFile(ACCESS_RULES_FILE, withGeneratedPart(document, renderFieldAccess(contract)));
