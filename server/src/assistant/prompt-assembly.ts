/** The prompt the assistant works from: the chosen text plus the rules that are switched on. */
export type EffectivePrompt = { prompt: string; rules: { name: string; content: string }[] };

export type KnowledgeSnippet = { title: string; definition: string };

/**
 * The system prompt sent to a model: the company's chosen prompt, the rules that are switched on,
 * and the knowledge entries most relevant to the visitor's message.
 */
export function assembleSystemPrompt(input: {
  companyName: string;
  prompt: EffectivePrompt;
  knowledge: KnowledgeSnippet[];
}): string {
  const sections = [input.prompt.prompt.trim(), `You are answering visitors of ${input.companyName}.`];
  if (input.prompt.rules.length > 0) {
    sections.push(['Rules:', ...input.prompt.rules.map((rule) => `- ${rule.name}: ${rule.content}`)].join('\n'));
  }
  sections.push(
    input.knowledge.length > 0
      ? ['Company details:', ...input.knowledge.map((entry) => `## ${entry.title}\n${entry.definition}`)].join('\n\n')
      : 'Company details: none were provided. Say you do not know, and offer to take contact details.',
  );
  return sections.join('\n\n');
}
