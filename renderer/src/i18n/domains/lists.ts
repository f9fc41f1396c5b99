import { defineMessages } from '../define'

/** The list kit's words (DataList, BatchSummary): search, filters, counts, selection. */
export const lists = defineMessages({
  en: {
    /** A column of buttons, heard by screen readers (no visible title). */
    actionsColumn: 'Actions',
    search: 'Search',
    searchLabel: 'Search {list}',
    filterLabel: 'Filter by {filter}',
    count: '{shown} of {total}',
    countAll: '{total} in total',
    noMatch: 'Nothing matches the search or the filters.',
    clear: 'Clear search and filters',
    clearShort: 'Clear',
    pickAllShown: 'Select all shown',
    pickRow: 'Select {name}',
    picked: '{n} selected',
    andMore: 'and {n} more',
    items: 'Items',
    phraseHint: 'Type the phrase below exactly, to be sure what will happen:',
    power: {
      on: 'Powered on',
      off: 'Powered off',
    },
  },
  ru: {
    actionsColumn: 'Действия',
    search: 'Поиск',
    searchLabel: 'Поиск: {list}',
    filterLabel: 'Фильтр: {filter}',
    count: '{shown} из {total}',
    countAll: 'Всего: {total}',
    noMatch: 'Под поиск и фильтры ничего не подходит.',
    clear: 'Сбросить поиск и фильтры',
    clearShort: 'Сбросить',
    pickAllShown: 'Выбрать все показанные',
    pickRow: 'Выбрать {name}',
    picked: 'Выбрано: {n}',
    andMore: 'и ещё {n}',
    items: 'Элементов',
    phraseHint: 'Введите фразу ниже в точности, чтобы подтвердить, что произойдёт:',
    power: {
      on: 'Включён',
      off: 'Выключен',
    },
  },
})

declare module '../define' {
  interface DomainMessages {
    lists: typeof lists
  }
}
