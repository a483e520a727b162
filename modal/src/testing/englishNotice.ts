import { en } from '../core/i18n/messages/en.ts'
import type { NoticeState } from '../core/modal/noticeState.ts'
import { noticeText } from '../react/noticeText.ts'
import { makeI18n } from '../react/useI18n.ts'

const english = makeI18n('en', 'ltr', en)

/** What the views show for `notice` in English (core keeps a key; the views translate it). */
export const englishNotice = (notice: NoticeState): string | undefined =>
  noticeText(english, notice)
