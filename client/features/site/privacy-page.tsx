export function PrivacyPage() {
  return (
    <article className="page prose">
      <h1>Privacy</h1>
      <p>
        Research Terminal is self-hosted: whoever runs this instance controls the data it stores. This notice describes what the software
        itself keeps.
      </p>
      <h2>What is stored</h2>
      <ul>
        <li>Your account as returned by the sign-in provider: e-mail address, name and the provider identifier.</li>
        <li>What you save: favorites, hidden tickers, preferences, price-alert settings, messages and feedback.</li>
        <li>Questions you ask the AI and the answers it gives, so you can read them again.</li>
      </ul>
      <h2>Cookies</h2>
      <p>
        One session cookie keeps you signed in. There are no advertising or analytics cookies and no third-party trackers, fonts or scripts.
      </p>
      <h2>AI models</h2>
      <p>
        By default answers come from an offline engine running on the server. If the operator configures an external AI model, your
        questions and the relevant company data are sent to that model to produce an answer.
      </p>
      <h2>Your choices</h2>
      <p>
        You can edit your profile, remove favorites and hidden tickers, and delete messages and questions at any time. Ask the operator of
        this instance to delete your account.
      </p>
    </article>
  );
}
