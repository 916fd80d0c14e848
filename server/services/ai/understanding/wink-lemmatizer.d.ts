/** The part of wink-lemmatizer's API this project uses (the package ships no types). */
declare module 'wink-lemmatizer' {
  const lemmatizer: {
    /** The base form of a verb ('sold' → 'sell'); the word itself when it is not a known verb form. */
    verb(word: string): string;
    /** The singular of a noun ('companies' → 'company'). */
    noun(word: string): string;
    adjective(word: string): string;
  };
  export default lemmatizer;
}
