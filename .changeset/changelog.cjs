// The CHANGELOG lines `changeset version` writes, for customers: each change as its changeset says it (no commit
// hashes, which mean nothing to someone reading the package page), and one line naming the versions of our other
// packages a release moves to, instead of a line per commit that touched them.
/** @type {import('@changesets/types').ChangelogFunctions} */
module.exports = {
  async getReleaseLine(changeset) {
    const [first, ...rest] = changeset.summary.trim().split('\n');
    const more = rest.map((line) => (line.trim() ? `  ${line}` : '')).join('\n');
    return `\n- ${first}${more ? `\n${more}` : ''}\n`;
  },
  async getDependencyReleaseLine(_changesets, dependenciesUpdated) {
    if (dependenciesUpdated.length === 0) return '';
    const names = dependenciesUpdated.map((dependency) => `\`${dependency.name}\` ${dependency.newVersion}`).join(', ');
    return `\n- Uses ${names}, released with it.\n`;
  },
};
