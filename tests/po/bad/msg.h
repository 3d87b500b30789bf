/* A message list of three ids, for mkcat's tests (tests/lang.sh). */
enum msg_id {
	M_HELLO,	/* %1 the name */
	M_TREES,	/* plural */
	M_BYE,
	M_N
};
