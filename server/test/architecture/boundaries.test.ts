import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: root, ignore: false });

/** Lints source as if it were the file at `file` (relative to the repository), returning the rules that fired. */
async function rulesFiredFor(file: string, source?: string): Promise<string[]> {
  const absolute = path.join(root, file);
  const [result] =
    source === undefined ? await eslint.lintFiles([absolute]) : await eslint.lintText(source, { filePath: absolute });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

// `npm run lint` enforces the architecture; these fixtures prove the rules fire.
describe('the lint rules that keep the server architecture', () => {
  it("refuses a module importing another module's repository", async () => {
    const fired = await rulesFiredFor(
      'server/src/modules/knowledge/fixture.ts',
      "import { PublicChatRepo } from '../public-chat/public-chat.repo';\nexport const repo = PublicChatRepo;\n",
    );
    expect(fired).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*through its service only/)]);
  });

  it("allows a module to use another module's service", async () => {
    const fired = await rulesFiredFor(
      'server/src/modules/knowledge/fixture.ts',
      "import type { AccountsService } from '../accounts/accounts.service';\nexport type Accounts = AccountsService;\n",
    );
    expect(fired).toEqual([]);
  });

  it('refuses the assistant reaching into a module, and the platform reaching into the assistant', async () => {
    const fromAssistant = await rulesFiredFor(
      'server/src/assistant/fixture.ts',
      "import type { PromptsService } from '../modules/prompts/prompts.service';\nexport type Prompts = PromptsService;\n",
    );
    expect(fromAssistant).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*composition root/)]);
    const fromPlatform = await rulesFiredFor(
      'server/src/platform/fixture.ts',
      "import type { AssistantService } from '../assistant/assistant.service';\nexport type Assistant = AssistantService;\n",
    );
    expect(fromPlatform).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*depend on no module/)]);
  });

  it("refuses a module using the assistant's internals rather than its service", async () => {
    const fired = await rulesFiredFor(
      'server/src/modules/public-chat/fixture.ts',
      "import { OpenAiProvider } from '../../assistant/openai-provider';\nexport const provider = OpenAiProvider;\n",
    );
    expect(fired).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*assistant\.service\.ts only/)]);
  });

  it('refuses an import cycle', async () => {
    expect(await rulesFiredFor('server/test/architecture/fixtures/cycle-first.ts')).toEqual([
      expect.stringMatching(/^import-x\/no-cycle: /),
    ]);
  });
});
