// Loaded with `node --import` by the bench: prints the process's peak resident memory
// when it exits, so a build's memory can be measured without another tool.
process.on('exit', () => {
  process.stderr.write(`\nBENCH_MAXRSS_KB ${process.resourceUsage().maxRSS}\n`);
});
