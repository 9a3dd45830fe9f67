// The files a new site repository gets besides its content: its workflows and its README.

export function siteWorkflows(): Record<string, string> {
  const setup = `      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 20
          cache: npm
      - run: npm ci --no-audit --no-fund`;
  return {
    'check-site.yml': `# Checks the site on every push and pull request: site.yaml, the build, every link, and the
# pages in a browser (accessibility, HTML, the form). Every expectation comes from site.yaml.
name: Check the site

on:
  push:
  pull_request:

permissions:
  contents: read

jobs:
  check:
    runs-on: ubuntu-latest
    timeout-minutes: 15
    steps:
${setup}
      - run: sudo apt-get update && sudo apt-get install -y chromium default-jre-headless
      - run: npm run check
`,
    'deploy-pages.yml': `# Puts the site online with GitHub Pages after every push to main (each Publish from the
# editor or the office). An invalid site, or one with sample content, never deploys.
# Turn it on once: Settings › Pages › Build and deployment › Source: GitHub Actions.
name: Deploy to GitHub Pages

on:
  push:
    branches: [main]
  workflow_dispatch:

permissions:
  contents: read

concurrency:
  group: pages
  cancel-in-progress: false

jobs:
  build:
    runs-on: ubuntu-latest
    steps:
${setup}
      - run: npm run validate
      - uses: actions/configure-pages@v5
      - run: npm run build:release
      - uses: actions/upload-pages-artifact@v4
        with:
          path: dist

  deploy:
    needs: build
    runs-on: ubuntu-latest
    permissions:
      pages: write
      id-token: write
    environment:
      name: github-pages
      url: \${{ steps.deployment.outputs.page_url }}
    steps:
      - id: deployment
        uses: actions/deploy-pages@v4
`,
  };
}

export function siteReadme(name: string, starter: string): string {
  return `# ${name}

The website of the business, made from the ${starter} starter. All of it (the business's
settings, the menu, every page and its words) is in [\`site.yaml\`](site.yaml); pictures are in
\`public/\`. The engine that turns them into a site is the \`site-renderer\` package.

## For the owner

- **Edit the site** in the editor: \`npm start\`, then open http://localhost:5173/admin/ (on
  this computer), or in the office your developer set up for you (on any phone).
- **Publish** from the editor: it saves a version and sends it to this repository; the site is
  online a few minutes later.

## For the developer

\`\`\`sh
npm install && npm start     # the site at http://localhost:5173, its editor at /admin/
npm test                     # the site checks: validate, build, links, accessibility, HTML, the form
\`\`\`

| command                  | what it does                                                           |
| ------------------------ | ---------------------------------------------------------------------- |
| \`npm run validate\`       | checks site.yaml, each mistake at its line with the fix                |
| \`npm run build\`          | builds the site into dist/                                             |
| \`npm run build:release\`  | the deploy build: refuses the site while it has sample content         |
| \`npm run preview\`        | serves dist/ as a static host would                                    |
| \`npm run check\`          | every check of the site; expectations come from its own site.yaml      |
| \`npm run office\`         | the office: sign-in, the editor on a phone, the leads inbox            |
| \`npm run migrate\`        | after an engine update that retired a field: rewrites site.yaml        |

**Where the engine comes from**: \`package.json\` names it under \`dependencies\`, by one of

- a folder on this computer: \`"site-renderer": "file:../site-renderer"\`;
- a packed file (\`npm pack\` in the engine's folder): \`"site-renderer": "file:../site-renderer-0.1.0.tgz"\`;
- a git repository: \`"site-renderer": "git+ssh://git@github.com/AGENCY/site-renderer.git#v0.1.0"\`.

**Upgrading the engine** is pointing there at its new version, then \`npm test\`: for a packed
file, \`npm install ../site-renderer-0.2.0.tgz\`; for a git repository, the new tag in
package.json and \`npm install\`; a folder follows its checkout. Commit package.json and
package-lock.json. When a new engine retired a field, \`npm run validate\` names it with its
replacement, and \`npm run migrate -- --write\` rewrites site.yaml for you, keeping your comments.
`;
}
