/** One domain's messages in both languages; Russian must have exactly English's keys. */
export function defineMessages<T>(messages: { en: T; ru: NoInfer<T> }): { en: T; ru: T } {
  return messages
}
