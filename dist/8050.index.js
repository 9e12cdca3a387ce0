exports.id=8050,exports.ids=[8050],exports.modules={98050:(module=>{module.exports=eval("require")("kerberos")})};
