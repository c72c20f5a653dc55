import {
  ARTFI_BUILT_ARTIFACT_PATH,
  compileArtfi,
  writeArtifact,
} from '../modules/wallet-chain/artfi-artifact.js';

// Run by build.mjs: compiles the ARTFI token once so a built server starts without loading solc.
writeArtifact(ARTFI_BUILT_ARTIFACT_PATH, compileArtfi());
process.stdout.write(`ARTFI artifact written to ${ARTFI_BUILT_ARTIFACT_PATH}\n`);
