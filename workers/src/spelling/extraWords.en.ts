// Everyday English words of the internet age that the Hunspell dictionary lacks;
// flagging them in an essay about social media is noise, not help.
export const extraWordsEn: ReadonlySet<string> = new Set([
  'cyber', 'cyberbullying', 'cyberspace', 'webpage', 'webpages', 'ebook', 'ebooks', 'gameplay', 'livestream', 'livestreams',
  'livestreaming', 'smartwatch', 'smartwatches', 'touchscreen', 'touchscreens', 'chatbot', 'chatbots', 'hashtags', 'unfollow',
  'retweet', 'retweets', 'retweeted', 'vlog', 'vlogs', 'vlogger', 'vloggers', 'influencer', 'influencers',
]);
