export function TermsPage() {
  return (
    <article className="page prose">
      <h1>Terms</h1>
      <h2>No investment advice</h2>
      <p>
        Research Terminal gives no investment advice. Everything it shows, including AI answers and 10-K analyses, is for information and
        research only and is not a recommendation to buy, sell or hold any security. Make your own decisions and consult a licensed
        professional where appropriate.
      </p>
      <h2>Data accuracy is not guaranteed</h2>
      <p>
        Prices, financial statements, news and derived figures come from third-party sources or are simulated, and may be delayed,
        incomplete or wrong. Data accuracy is not guaranteed. Demo data is simulated and describes fictional companies.
      </p>
      <h2>AI can be wrong</h2>
      <p>
        AI answers cite the statements and filing passages they use, but the AI can still misread or misstate them. Check the cited sources
        before relying on an answer.
      </p>
      <h2>Use of the service</h2>
      <p>
        Use the service lawfully and do not attempt to disrupt it or access other users&apos; data. The software is provided &quot;as
        is&quot;, without warranty of any kind.
      </p>
    </article>
  );
}
