// Runs before any install: stops an install on an older Node with a message that says what to do,
// instead of a failure deep inside a dependency. Kept dependency-free and Node 18+ compatible.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    [
      '',
      `Lobby needs Node 24 or newer; this is Node ${process.versions.node}.`,
      'Use the quick-start commands, which fetch Node 24 and pnpm into .tools/ by themselves:',
      '  npm start   # build and serve the site with the sandbox API',
      '  npm test    # run every test tier',
      'Or install Node 24 yourself (https://nodejs.org) and run: corepack enable && pnpm install',
      '',
    ].join('\n'),
  );
  process.exit(1);
}
