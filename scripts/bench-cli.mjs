// The bench scripts' command line (docs/testing.md#benchmarks), as `ops` and `hub:sim` answer theirs:
//   --help / -h      prints the script's usage on stdout and exits 0 — before anything starts: a script calls
//                    benchCommandLine() before its first import that builds, listens, opens a database or a browser;
//   an option the script does not declare, or a word that is not an option, is a usage error: exit 2, the usage on
//   stderr (a mistyped --durration=1 would otherwise run the full benchmark with the default).
// `option(name, fallback)` reads `--name=value` (a declared flag given without `=` reads as true); reading an option
// the script did not declare throws, so the declared list — the one --help prints — is the one parsed.

/**
 * @param {string} usage the text --help prints
 * @param {readonly string[]} declared the option names the script reads (without --)
 * @param {readonly string[]} [argv] the arguments (process.argv after the script)
 */
export function benchCommandLine(usage, declared, argv = process.argv.slice(2)) {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${usage.trimEnd()}\n`);
    process.exit(0);
  }
  const given = new Map();
  for (const a of argv) {
    const match = /^--([a-z][a-z0-9-]*)(?:=(.*))?$/s.exec(a);
    if (!match || !declared.includes(match[1])) {
      process.stderr.write(`${match ? `unknown option --${match[1]}` : `unexpected argument ${JSON.stringify(a)}`}\n\n${usage.trimEnd()}\n`);
      process.exit(2);
    }
    given.set(match[1], match[2] ?? true);
  }
  return {
    /** `--name=value` as given (true for a bare flag), else the fallback. */
    option(name, fallback) {
      if (!declared.includes(name)) throw new Error(`bench: --${name} is read but not declared`);
      return given.has(name) ? given.get(name) : fallback;
    },
  };
}
