import { IMAGE_RULES, type ImageRuleCode } from '@shared/channels/images'
import { defineMessages } from '../define'
import { imagesJournal } from './parts/images-journal'

export const images = defineMessages({
  en: {
    /** Its resource kinds' nouns (resources/kinds/<kind>.ts names them): one, counted, its section, in the palette. */
    kinds: {
      image: { one: 'Image', counted: 'image | images', section: 'Images' },
    },
    kind: 'Image',
    own: 'Your image',
    template: 'Public template',
    unknownOwner: 'Image (owner not known)',
    list: {
      own: 'Your images',
      templates: 'Public templates',
      name: 'Name',
      techName: 'Technical name',
      family: 'Family',
      location: 'Location',
      state: 'State',
      ownEmpty: 'No images of your own yet. Make one from a server’s pane.',
      unknownNote:
        'The service does not say which images are yours: those made with Hostdeck are listed as yours; the others are listed here, their owner unknown, and cannot be deleted from Hostdeck.',
      owner: 'Owner',
      ownerProvider: 'Provider',
      ownerUnknown: 'Owner unknown',
    },
    details: {
      name: 'Name',
      techName: 'Technical name',
      family: 'Family',
      location: 'Location',
      state: 'State',
      server: 'Made of',
      minDisk: 'Smallest disk',
      gb: '{n} GB',
      created: 'Created',
      id: 'ID',
    },
    create: {
      button: 'Make image…',
      title: 'Image of {name}',
      name: 'Image name',
      namePlaceholder: 'e.g. web template',
      techName: 'Technical name',
      techNameHint: 'Latin letters and digits; made from the name when left empty: {tech}',
      submit: 'Make image',
      done: 'The image {name} is being made; follow it in the task centre',
    },
    remove: {
      button: 'Delete image…',
      title: 'Delete image {name}',
      description: 'The image {name} is deleted for good. Servers built from it keep running.',
      confirm: 'Delete the image',
      done: 'Deleting the image {name}; follow it in the task centre',
      templateOnly: 'Public templates belong to the provider and cannot be deleted.',
      unknownOwner:
        'Owner unknown: the service does not say whether this image is yours or a public template. Hostdeck deletes only images made with it from this account’s servers; delete others in the provider’s control panel.',
    },
    rules: IMAGE_RULES as Record<ImageRuleCode, string>,
    journal: imagesJournal.en,
  },
  ru: {
    /** Its resource kinds' nouns (resources/kinds/<kind>.ts names them): one, counted, its section, in the palette. */
    kinds: {
      image: { one: 'Образ', counted: 'Образ | Образы', section: 'Образы' },
    },
    kind: 'Образ',
    own: 'Ваш образ',
    template: 'Публичный шаблон',
    unknownOwner: 'Образ (владелец неизвестен)',
    list: {
      own: 'Ваши образы',
      templates: 'Публичные шаблоны',
      name: 'Название',
      techName: 'Техническое имя',
      family: 'Семейство',
      location: 'Расположение',
      state: 'Состояние',
      ownEmpty: 'Своих образов пока нет. Сделайте образ на странице сервера.',
      unknownNote:
        'Сервис не сообщает, какие образы ваши: сделанные в Hostdeck показаны как ваши, остальные — здесь, владелец их неизвестен, и удалить их из Hostdeck нельзя.',
      owner: 'Владелец',
      ownerProvider: 'Провайдер',
      ownerUnknown: 'Владелец неизвестен',
    },
    details: {
      name: 'Название',
      techName: 'Техническое имя',
      family: 'Семейство',
      location: 'Расположение',
      state: 'Состояние',
      server: 'Сделан из',
      minDisk: 'Наименьший диск',
      gb: '{n} ГБ',
      created: 'Создан',
      id: 'ID',
    },
    create: {
      button: 'Сделать образ…',
      title: 'Образ {name}',
      name: 'Название образа',
      namePlaceholder: 'например, шаблон web',
      techName: 'Техническое имя',
      techNameHint: 'Латинские буквы и цифры; если пусто — из названия: {tech}',
      submit: 'Сделать образ',
      done: 'Образ {name} создаётся; ход виден в центре задач',
    },
    remove: {
      button: 'Удалить образ…',
      title: 'Удаление образа {name}',
      description: 'Образ {name} будет удалён навсегда. Серверы, созданные из него, продолжат работать.',
      confirm: 'Удалить образ',
      done: 'Образ {name} удаляется; ход виден в центре задач',
      templateOnly: 'Публичные шаблоны принадлежат провайдеру, удалить их нельзя.',
      unknownOwner:
        'Владелец неизвестен: сервис не сообщает, ваш это образ или публичный шаблон. Hostdeck удаляет только образы, сделанные в нём из серверов этого аккаунта; другие удаляйте в панели управления провайдера.',
    },
    rules: {
      imageNameRequired: 'Дайте образу название',
      imageNameTooLong: 'Не длиннее {max} символов',
      imageNameUnsafe: 'В названии не может быть переводов строки, управляющих символов и знаков направления текста',
      techNameLatin: 'Только латинские буквы и цифры, не длиннее {max}',
      serverRequired: 'Выберите сервер для образа',
    },
    journal: imagesJournal.ru,
  },
})

declare module '../define' {
  interface DomainMessages {
    images: typeof images
  }
}
