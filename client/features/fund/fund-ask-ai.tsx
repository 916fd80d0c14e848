export function FundAskAi() {
  return (
    <section aria-labelledby="fund-ask-ai-title">
      <h2 id="fund-ask-ai-title">Ask AI</h2>
      <p>AI chat interface will be implemented here.</p>
    </section>
  );
}
